import { site } from '../../content/site'
import { formatPrice } from '../../shared/money'
import { freeShippingThreshold, SHIPPING_FLAT } from '../../shared/shipping'
import type { PriceQuestion } from './api/chat-prices-query'

/**
 * The chat assistant's facts, as it says them. Free shipping is the shop's one rule
 * (src/shared/shipping.ts) rather than a fixed $75, so the chat never promises what checkout does
 * not give. Prices are the store's: a price question is answered from its catalogue
 * (./api/chat-prices-query.ts), never from figures written here.
 */
const hours = site.hours.map((h) => `${h.days} ${h.time}`).join(', ')

/** What the chat answers: a fact it knows, or a price question the store answers. */
export type ChatAnswer = { kind: 'fact'; text: string } | { kind: 'prices'; question: PriceQuestion }

type Topic = { keywords: readonly string[] } & ({ reply: string } | { prices: Required<PriceQuestion> })

const topics: readonly Topic[] = [
  {
    keywords: ['ship', 'deliver', 'arrive', 'postage'],
    reply: `Shipping is free on orders over ${freeShippingThreshold()} (otherwise ${formatPrice(SHIPPING_FLAT)}). Standard shipping takes 3 to 5 business days, and every order is processed within 24 hours.`,
  },
  {
    keywords: ['process', 'dispatch', 'when will my order', 'how fast'],
    reply: 'Orders are processed within 24 hours, then standard shipping takes 3 to 5 business days.',
  },
  { keywords: ['helmet', 'lid'], prices: { words: 'helmet', label: 'our helmets' } },
  {
    keywords: ['size', 'fit', 'xl', '5xl'],
    reply:
      'Each product page lists the sizes it comes in and which are in stock right now. The Size Guide page has the measurements.',
  },
  { keywords: ['jacket', 'coat'], prices: { words: 'jacket', label: 'our jackets' } },
  {
    keywords: ['hour', 'open', 'close', 'when are you'],
    reply: `We're here ${hours} (${site.timeZone} time).`,
  },
  {
    keywords: ['contact', 'phone', 'call', 'email', 'human', 'talk to', 'support'],
    reply: `Call us at ${site.phone} or email ${site.email}. We answer ${hours} (${site.timeZone} time).`,
  },
]

/** When no keyword matches: thanks, what the assistant can help with, and the phone number. */
export const FALLBACK_REPLY = `Thanks for your message! I can help with product questions, sizing and support. For anything else, call us at ${site.phone}.`

export const GREETING = 'Hi, rider! Ask me about shipping, sizes, what our gear costs, or our hours.'

/** Words that ask about a price, and words that say nothing of what is asked about. */
const PRICE_WORDS = ['price', 'cost', 'how much', 'cheap', 'expensive', 'afford']
const FILLER = new Set(
  'a an and any are at be can cheap cheapest cost costs do does expensive for from how i is it me much of on price prices range the they to what whats you your afford'.split(
    ' ',
  ),
)

/** The words of a price question the store should search: "How much are boots?" → "boots". */
function askedAbout(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !FILLER.has(word))
    .join(' ')
}

/**
 * The assistant's answer to a message: the first topic whose keyword appears in it; else, for a
 * question about a price, the store's prices for what it names; else the fallback.
 */
export function chatReply(message: string): ChatAnswer {
  const text = message.toLowerCase()
  const topic = topics.find((t) => t.keywords.some((keyword) => text.includes(keyword)))
  if (topic)
    return 'reply' in topic ? { kind: 'fact', text: topic.reply } : { kind: 'prices', question: topic.prices }
  const words = PRICE_WORDS.some((word) => text.includes(word)) ? askedAbout(text) : ''
  return words ? { kind: 'prices', question: { words } } : { kind: 'fact', text: FALLBACK_REPLY }
}

import { site } from '../../content/site'
import { formatPrice } from '../../shared/money'
import { freeShippingThreshold, SHIPPING_FLAT } from '../../shared/shipping'

/**
 * The chat assistant's facts, as it says them. Free shipping is the shop's one rule
 * (src/shared/shipping.ts) rather than a fixed $75, so the chat never promises what checkout does
 * not give.
 */
const hours = site.hours.map((h) => `${h.days} ${h.time}`).join(', ')

const replies: readonly { keywords: readonly string[]; reply: string }[] = [
  {
    keywords: ['ship', 'deliver', 'arrive', 'postage'],
    reply: `Shipping is free on orders over ${freeShippingThreshold()} (otherwise ${formatPrice(SHIPPING_FLAT)}). Standard shipping takes 3 to 5 business days, and every order is processed within 24 hours.`,
  },
  {
    keywords: ['process', 'dispatch', 'when will my order', 'how fast'],
    reply: 'Orders are processed within 24 hours, then standard shipping takes 3 to 5 business days.',
  },
  {
    keywords: ['helmet', 'lid'],
    reply:
      'Our helmets run from $49.99 to $899.99, every one DOT certified: full face, modular, half, open face and dual sport.',
  },
  {
    keywords: ['size', 'fit', 'xl', '5xl'],
    reply:
      'Leather jackets come in XS to 5XL. Apparel runs XS to XXL (vests to 3XL) and boots 7 to 13. The Size Guide page has the measurements.',
  },
  {
    keywords: ['jacket', 'leather', 'coat'],
    reply:
      'Jackets run from $89.99 to $599.99, in leather, textile, mesh and denim. Leather jackets come in XS to 5XL.',
  },
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

export const GREETING = 'Hi, rider! Ask me about shipping, sizes, helmet and jacket prices, or our hours.'

/** The assistant's answer to a message: the first topic whose keyword appears in it, else the fallback. */
export function chatReply(message: string): string {
  const text = message.toLowerCase()
  return replies.find((r) => r.keywords.some((keyword) => text.includes(keyword)))?.reply ?? FALLBACK_REPLY
}

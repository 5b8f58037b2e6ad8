import type { Client } from 'urql'
import { MONEY_FIELDS } from '../../../lib/storefront/fragments'
import { graphql, type ResultOf } from '../../../lib/storefront/graphql'
import { formatPrice } from '../../../shared/money'

/**
 * What the store has for some words, for the chat's price answers: how many products its search
 * finds, the least expensive of them and the most (sorted by price, either way), each with its prices.
 */
export const CHAT_PRICES_QUERY = graphql(
  `
    query ChatPrices($query: String!) {
      cheapest: search(query: $query, first: 1, types: [PRODUCT], sortKey: PRICE) {
        totalCount
        nodes {
          ... on Product {
            id
            priceRange {
              minVariantPrice {
                ...MoneyFields
              }
            }
          }
        }
      }
      dearest: search(query: $query, first: 1, types: [PRODUCT], sortKey: PRICE, reverse: true) {
        nodes {
          ... on Product {
            id
            priceRange {
              maxVariantPrice {
                ...MoneyFields
              }
            }
          }
        }
      }
    }
  `,
  [MONEY_FIELDS],
)

type ChatPricesData = ResultOf<typeof CHAT_PRICES_QUERY>

/** What a price question is about: the words the store searches, and what the answer calls them. */
export interface PriceQuestion {
  words: string
  /** "helmets"; absent for words a rider typed, which the answer quotes. */
  label?: string
}

/** The answer to a price question from the store's answer; null where it gave none. */
export function pricesAnswer(question: PriceQuestion, data: ChatPricesData | undefined): string | null {
  if (!data) return null
  const count = data.cheapest.totalCount
  const what = question.label ?? `products matching “${question.words}”`
  const [cheapest] = data.cheapest.nodes
  const [dearest] = data.dearest.nodes
  const low = cheapest && 'priceRange' in cheapest ? cheapest.priceRange.minVariantPrice : undefined
  const high = dearest && 'priceRange' in dearest ? dearest.priceRange.maxVariantPrice : undefined
  if (count === 0 || !low || !high)
    return `I couldn't find any ${what} in the shop. Try the search at the top of the page with other words.`
  const range =
    Number(low.amount) === Number(high.amount)
      ? `are ${formatPrice(low.amount, low.currencyCode)}`
      : `run from ${formatPrice(low.amount, low.currencyCode)} to ${formatPrice(high.amount, high.currencyCode)}`
  const capitalised = what.charAt(0).toUpperCase() + what.slice(1)
  // The search counts sold-out products too: the catalogue's, not what is in stock.
  return `${capitalised} ${range}, across ${count} ${count === 1 ? 'product' : 'products'} in our catalogue.`
}

/**
 * The chat's answer to a price question, from the store's catalogue (or what this device kept of
 * it): never a figure the store did not give.
 */
export async function askPrices(client: Client, question: PriceQuestion): Promise<string> {
  const result = await client
    .query(CHAT_PRICES_QUERY, { query: question.words })
    .toPromise()
    .catch(() => undefined)
  const answer = pricesAnswer(question, result?.data)
  if (answer) return answer
  return result?.error?.networkError || !navigator.onLine
    ? "I can't look up prices without a signal. Ask me again once you're back online."
    : "I couldn't reach the shop's catalogue just now. Please ask me again in a moment."
}

import { useEffect, useMemo, useState } from 'react'
import { IMAGE_FIELDS, MONEY_FIELDS, type StorefrontImage } from '../../../lib/storefront/fragments'
import { graphql } from '../../../lib/storefront/graphql'
import {
  matchesWords,
  readSavedSummaries,
  type SavedProductSummary,
} from '../../../lib/storefront/saved-products'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import { useOnlineStatus } from '../../../lib/use-online-status'

/** Suggestions of each kind a search box shows at most. */
export const SUGGESTIONS_PER_KIND = 4
/** Typed characters before the box suggests anything. */
export const MIN_SUGGESTION_LENGTH = 2

export const PREDICTIVE_SEARCH_QUERY = graphql(
  `
    query PredictiveSearch($query: String!, $limit: Int!) {
      predictiveSearch(query: $query, limit: $limit, types: [QUERY, COLLECTION, PRODUCT]) {
        queries {
          text
        }
        collections {
          id
          handle
          title
        }
        products {
          id
          handle
          title
          vendor
          featuredImage {
            ...ImageFields
          }
          priceRange {
            minVariantPrice {
              ...MoneyFields
            }
          }
        }
      }
    }
  `,
  [IMAGE_FIELDS, MONEY_FIELDS],
)

/** One thing a rider may pick from the box's list: a search, a collection or a product. */
export type Suggestion =
  | { kind: 'search'; key: string; text: string }
  | { kind: 'collection'; key: string; handle: string; title: string }
  | {
      kind: 'product'
      key: string
      handle: string
      title: string
      vendor: string
      image: StorefrontImage | null
      price: { amount: string; currencyCode: string } | null
    }

/**
 * What the box shows for the text typed: the store's suggestions, or with no signal those the
 * catalogue saved for offline holds ('saved'), or nothing saved to suggest from ('not-saved').
 */
export interface SearchSuggestions {
  items: Suggestion[]
  source: 'store' | 'saved' | 'not-saved' | 'none'
}

type ProductFields = Omit<Extract<Suggestion, { kind: 'product' }>, 'kind' | 'key'>

const productSuggestion = (product: ProductFields): Suggestion => ({
  kind: 'product',
  key: `product:${product.handle}`,
  ...product,
})

/** Saved products whose title, vendor, type or a tag holds every word typed, as the store matches them. */
export function savedSuggestions(saved: readonly SavedProductSummary[], text: string): Suggestion[] {
  return saved
    .filter((product) => matchesWords(product, text))
    .slice(0, SUGGESTIONS_PER_KIND)
    .map((product) => {
      const image = product.product.featuredImage as StorefrontImage | null | undefined
      const range = product.product.priceRange as
        | { minVariantPrice?: { amount: string; currencyCode: string } }
        | undefined
      return productSuggestion({
        handle: product.handle,
        title: product.title,
        vendor: product.vendor,
        image: image ?? null,
        price: range?.minVariantPrice ?? null,
      })
    })
}

/** `value`, once it has stayed the same for `ms`: a search box asks once the rider pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * Suggestions for what is typed in a search box, from the store's predictive search once the rider
 * pauses (150 ms) and has typed 2 characters. Answers are kept with the catalogue, so a text typed
 * before is suggested again with no signal; any other then comes from the saved catalogue.
 */
export function useSearchSuggestions(typed: string): SearchSuggestions {
  const text = useSettled(typed.trim(), 150)
  const asking = text.length >= MIN_SUGGESTION_LENGTH
  const [result] = useStorefrontQuery({
    query: PREDICTIVE_SEARCH_QUERY,
    variables: { query: text, limit: SUGGESTIONS_PER_KIND },
    pause: !asking,
  })
  // With no signal the catalogue's cache answers what it holds, and nothing else.
  const online = useOnlineStatus()
  const unreachable = asking && !result.data && (!online || Boolean(result.error?.networkError))
  const [saved, setSaved] = useState<{ text: string; items: Suggestion[] | null }>({ text: '', items: null })
  useEffect(() => {
    if (!unreachable) return
    let current = true
    void readSavedSummaries().then((summaries) => {
      if (current) setSaved({ text, items: summaries.length > 0 ? savedSuggestions(summaries, text) : null })
    })
    return () => {
      current = false
    }
  }, [unreachable, text])

  return useMemo((): SearchSuggestions => {
    if (!asking) return { items: [], source: 'none' }
    if (unreachable) {
      if (saved.text !== text) return { items: [], source: 'none' }
      return saved.items ? { items: saved.items, source: 'saved' } : { items: [], source: 'not-saved' }
    }
    // The answer for what is typed now, not the last one kept while this one loads.
    const found = result.operation?.variables.query === text ? result.data?.predictiveSearch : undefined
    if (!found) return { items: [], source: 'none' }
    return {
      source: 'store',
      items: [
        ...found.queries.map(
          (query): Suggestion => ({ kind: 'search', key: `search:${query.text}`, text: query.text }),
        ),
        ...found.collections.map(
          (collection): Suggestion => ({
            kind: 'collection',
            key: `collection:${collection.handle}`,
            handle: collection.handle,
            title: collection.title,
          }),
        ),
        ...found.products.map((product) =>
          productSuggestion({
            handle: product.handle,
            title: product.title,
            vendor: product.vendor,
            image: product.featuredImage ?? null,
            price: product.priceRange.minVariantPrice,
          }),
        ),
      ],
    }
  }, [asking, unreachable, saved, text, result.data, result.operation])
}

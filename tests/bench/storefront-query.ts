import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../src/shared/storefront-config'

/** What a storefront listing asks for one page of 48 cards; `after` walks the pages as Load More does. */
export const PAGE_QUERY = `query Page($first: Int!, $after: String) {
  products(first: $first, after: $after, sortKey: TITLE) {
    edges { cursor node { id handle title vendor productType tags description(truncateAt: 150) availableForSale
      featuredImage { id url altText width height }
      priceRange { minVariantPrice { amount currencyCode } }
      variants(first: 1) { edges { node { id availableForSale price { amount currencyCode } compareAtPrice { amount currencyCode } } } } } }
    pageInfo { hasNextPage endCursor }
  }
}`

export interface ProductPage {
  products: { pageInfo: { hasNextPage: boolean; endCursor: string | null } }
}

export const STOREFRONT_HEADERS = {
  'Content-Type': 'application/json',
  'X-Shopify-Storefront-Access-Token': DEFAULT_STOREFRONT_PUBLIC_TOKEN,
}

export const storefrontUrl = (origin: string) => `${origin}/api/2026-04/graphql.json`

/** One storefront query against the server's emulator, as the browser sends it. */
export async function storefront<T>(origin: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(storefrontUrl(origin), {
    method: 'POST',
    headers: STOREFRONT_HEADERS,
    body: JSON.stringify({ query, variables }),
  })
  return { ok: response.ok, body: (await response.json()) as { data?: T } }
}

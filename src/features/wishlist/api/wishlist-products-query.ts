import { useQuery } from 'urql'

/** Shopify's nodes(ids:) answers at most 250 ids in one request. */
export const WISHLIST_QUERY_LIMIT = 250

export type WishlistNode<Card> = (Card & { __typename: 'Product' }) | { __typename: string } | null

export interface WishlistProductsData<Card> {
  nodes: WishlistNode<Card>[]
}

export interface WishlistProductsVariables {
  ids: string[]
}

/**
 * One storefront request for every saved product: nodes(ids:) with the given card fragment on
 * Product. The route passes the catalogue's ProductCard fragment, so the wishlist shows the same
 * cards without this feature importing another.
 */
/** The query's text, carrying the card's type along for `useWishlistProducts`. */
export type WishlistProductsQuery<Card> = string & { readonly card?: Card }

export function createWishlistProductsQuery<Card>(cardFragment: string): WishlistProductsQuery<Card> {
  const fragmentName = /fragment\s+(\w+)\s+on\s+Product\b/.exec(cardFragment)?.[1]
  if (!fragmentName) throw new Error('The wishlist query needs a fragment on Product')
  return /* GraphQL */ `
    query WishlistProducts($ids: [ID!]!) {
      nodes(ids: $ids) {
        __typename
        ... on Product {
          id
          ...${fragmentName}
        }
      }
    }
    ${cardFragment}
  `
}

/** Saved products; a product the catalogue no longer has comes back as null. */
export function useWishlistProducts<Card>(query: WishlistProductsQuery<Card>, ids: string[], pause: boolean) {
  return useQuery<WishlistProductsData<Card>, WishlistProductsVariables>({
    query,
    variables: { ids: ids.slice(0, WISHLIST_QUERY_LIMIT) },
    pause,
  })
}

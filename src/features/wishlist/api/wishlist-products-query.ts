import type { DocumentNode, FragmentDefinitionNode } from 'graphql'
import { gql, type TypedDocumentNode, useQuery } from 'urql'

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
export function createWishlistProductsQuery<Card>(
  cardFragment: DocumentNode,
): TypedDocumentNode<WishlistProductsData<Card>, WishlistProductsVariables> {
  const fragment = cardFragment.definitions.find(
    (definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition',
  )
  if (!fragment) throw new Error('The wishlist query needs a fragment on Product')
  return gql`
    query WishlistProducts($ids: [ID!]!) {
      nodes(ids: $ids) {
        __typename
        ... on Product {
          id
          ...${fragment.name.value}
        }
      }
    }
    ${cardFragment}
  `
}

/** Saved products; a product the catalogue no longer has comes back as null. */
export function useWishlistProducts<Card>(
  query: TypedDocumentNode<WishlistProductsData<Card>, WishlistProductsVariables>,
  ids: string[],
  pause: boolean,
) {
  return useQuery({ query, variables: { ids: ids.slice(0, WISHLIST_QUERY_LIMIT) }, pause })
}

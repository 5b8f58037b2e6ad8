import type { CombinedError } from 'urql'
import { graphql, type ResultOf } from '../../../lib/storefront/graphql'
import { PRODUCT_PAGE_FIELDS } from '../../../lib/storefront/product-page-fields'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'

export const PRODUCT_BY_HANDLE_QUERY = graphql(
  `
    query ProductByHandle($handle: String!) {
      product(handle: $handle) {
        ...ProductPageFields
      }
    }
  `,
  [PRODUCT_PAGE_FIELDS],
)

export type ProductByHandleData = ResultOf<typeof PRODUCT_BY_HANDLE_QUERY>
export type ProductDetailsData = NonNullable<ProductByHandleData['product']>
export type ProductVariant = ProductDetailsData['variants']['edges'][number]['node']

export function useProductByHandle(handle: string) {
  return useStorefrontQuery({ query: PRODUCT_BY_HANDLE_QUERY, variables: { handle } })
}

/**
 * True only when the storefront answered and has no product with this handle: not on an error, and
 * not while offline with nothing cached. Only then is the handle tried as an own-API slug
 * (docs/decisions/0006-every-link-leads-somewhere.md).
 */
export function storefrontHasNoProduct(result: {
  data?: ProductByHandleData | null
  error?: CombinedError
}): boolean {
  return result.data?.product === null && !result.error
}

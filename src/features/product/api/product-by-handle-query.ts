import { type CombinedError, useQuery } from 'urql'
import { PRODUCT_PAGE_FIELDS } from '../../../lib/storefront/product-page-fields'
import type { Connection, Money, StorefrontImage } from '../../../lib/storefront/types'

export const PRODUCT_BY_HANDLE_QUERY = /* GraphQL */ `
  query ProductByHandle($handle: String!) {
    product(handle: $handle) {
      ...ProductPageFields
    }
  }
  ${PRODUCT_PAGE_FIELDS}
`

export interface ProductVariant {
  id: string
  title: string
  availableForSale: boolean
  quantityAvailable: number | null
  price: Money
  compareAtPrice: Money | null
  selectedOptions: { name: string; value: string }[]
  image: StorefrontImage | null
}

export interface ProductDetailsData {
  id: string
  handle: string
  title: string
  description: string
  productType: string
  vendor: string
  tags: string[]
  availableForSale: boolean
  featuredImage: StorefrontImage | null
  images: Connection<StorefrontImage>
  variants: Connection<ProductVariant>
  priceRange: { minVariantPrice: Money; maxVariantPrice: Money }
}

export interface ProductByHandleData {
  product: ProductDetailsData | null
}

export function useProductByHandle(handle: string) {
  return useQuery<ProductByHandleData, { handle: string }>({
    query: PRODUCT_BY_HANDLE_QUERY,
    variables: { handle },
  })
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

/** The Storefront API shapes the shop reads, as the queries in src/features select them. */
export interface Money {
  amount: string
  currencyCode: string
}

export interface StorefrontImage {
  id: string | null
  url: string
  altText: string | null
  width: number | null
  height: number | null
}

export interface PageInfo {
  hasNextPage: boolean
  hasPreviousPage: boolean
  endCursor: string | null
  startCursor: string | null
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[]
  pageInfo: PageInfo
}

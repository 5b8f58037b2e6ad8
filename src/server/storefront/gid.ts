/** Shopify global ids: `gid://shopify/Product/123`. */

export type GidType =
  | 'Product'
  | 'ProductVariant'
  | 'Collection'
  | 'ProductImage'
  | 'CollectionImage'
  | 'ProductOption'
  | 'ProductOptionValue'
  | 'Metafield'
  | 'Menu'
  | 'MenuItem'
  | 'UrlRedirect'
  | 'MediaImage'
  | 'ImageSource'

export function toGid(type: GidType, id: number | string): string {
  return `gid://shopify/${type}/${id}`
}

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,15})(?:\?.*)?$/

/** Splits a global id into type and numeric id; null when it is not one. */
export function parseGid(value: string): { type: string; id: number } | null {
  const match = GID.exec(value.trim())
  if (!match?.[1] || !match[2]) return null
  return { type: match[1], id: Number(match[2]) }
}

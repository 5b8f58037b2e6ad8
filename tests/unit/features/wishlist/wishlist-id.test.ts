import { describe, expect, it } from 'vitest'
import { ownProductWishlistId, parseWishlistId } from '../../../../src/features/wishlist/use-wishlist'

describe('wishlist ids', () => {
  it('tells storefront GIDs, own-API slugs and anything else apart', () => {
    expect(parseWishlistId('gid://shopify/Product/12')).toEqual({
      kind: 'storefront',
      id: 'gid://shopify/Product/12',
    })
    expect(parseWishlistId(ownProductWishlistId('road-captain-vest'))).toEqual({
      kind: 'own',
      id: 'own:road-captain-vest',
      slug: 'road-captain-vest',
    })
    for (const id of ['7', 'own:', '']) expect(parseWishlistId(id).kind).toBe('unknown')
  })
})

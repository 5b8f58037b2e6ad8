import { describe, expect, it } from 'vitest'
import type { CollectionShell } from '../../../../src/features/catalogue/api/collection-listing-query'
import { collectionIndex, type IndexGroup } from '../../../../src/features/catalogue/collection-listing'
import { storeLinkHref } from '../../../../src/lib/storefront/store-links'
import { seedCollectionMetafields } from '../../../../src/server/seed/collection-metafields'

/** A collection as the listing's query answers it, with the emulator's `custom.listing_index`. */
function seeded(handle: string): CollectionShell {
  const index = seedCollectionMetafields(handle).find((field) => field.key === 'listing_index')
  return {
    id: `gid://shopify/Collection/${handle}`,
    handle,
    title: handle,
    description: '',
    tabs: null,
    features: null,
    notice: null,
    index: index ? { id: 'gid://shopify/Metafield/1', value: index.value } : null,
  }
}

const hrefs = (groups: readonly IndexGroup[]) =>
  groups.flatMap((group) => group.tiles.map((tile) => storeLinkHref(tile.link)))

describe("a collection's index, as its merchant sets it", () => {
  it('is the emulator’s bottoms index: every tile into its deeper listings', () => {
    expect(hrefs(collectionIndex(seeded('bottoms')))).toEqual([
      '/shop/bottoms/mens/bootcut-jeans',
      '/shop/bottoms/mens/slim-stretch-jeans',
      ...[
        'shorts',
        'skinny-jeans',
        'straight-jeans',
        'flare-jeans',
        'bootcut-jeans',
        'wide-leg-jeans',
        'cargo-pants-skirts',
      ].map((sub) => `/shop/bottoms/womens/${sub}`),
    ])
  })

  it('groups the emulator’s shirts and flannels index, each tile counting what its listing lists', () => {
    const flannels = [
      'armored-flannel',
      'long-sleeve-flannels',
      'sleeveless-flannels',
      'red-flannel',
      'conceal-carry-flannels',
      'plaid-flannel',
    ]
    const groups = collectionIndex(seeded('shirts-flannels'))
    expect(groups.map((group) => [group.title, hrefs([group])])).toEqual([
      ['Shop All Flannels', flannels.map((sub) => `/shop/shirts-flannels/${sub}`)],
      ["Men's Flannels", flannels.map((sub) => `/shop/shirts-flannels/mens/${sub}`)],
      [
        "Women's Flannel Shirts",
        ['long-sleeve-flannels', 'conceal-carry-flannels', 'red-flannel'].map(
          (sub) => `/shop/shirts-flannels/womens/${sub}`,
        ),
      ],
      [
        "Men's Shirts",
        ['t-shirts', 'long-sleeve-shirts', 'denim-shirts'].map((sub) => `/shop/shirts-flannels/mens/${sub}`),
      ],
      ["Women's Shirts", ['t-shirts', 'tank-tops'].map((sub) => `/shop/shirts-flannels/womens/${sub}`)],
    ])
    const tiles = groups.flatMap((group) => group.tiles)
    // The deeper listing lists its parts as one tag; the tile counts the same.
    expect(tiles.find((tile) => tile.key === '/shop/shirts-flannels/mens/red-flannel')).toMatchObject({
      title: "Men's Red Flannels",
      filters: [{ tag: 'mens-red-flannel' }],
    })
    expect(tiles.find((tile) => tile.key === '/shop/shirts-flannels/red-flannel')?.filters).toEqual([
      { tag: 'red-flannel' },
    ])
  })

  it('is nothing where the store set none, or set something that is not an index', () => {
    expect(collectionIndex(seeded('helmets'))).toEqual([])
    for (const value of ['{"not":"a list"', '[{"title":"","items":[]}]', '{"title":"x"}'])
      expect(collectionIndex({ ...seeded('helmets'), index: { id: 'x', value } })).toEqual([])
  })

  it('leads another collection’s tile to its page uncounted, and leaves out an address with no page', () => {
    const value = JSON.stringify([
      {
        title: 'Voir aussi',
        items: [
          { title: 'Gants', url: '/collections/gants' },
          { title: 'Cuir', url: '/collections/blousons/cuir' },
          { title: 'Ailleurs', url: '/pages/conditions-inconnues' },
        ],
      },
      { title: 'Vide', items: [{ title: 'Rien', url: 'javascript:alert(1)' }] },
    ])
    const groups = collectionIndex({ ...seeded('blousons'), index: { id: 'x', value } })
    expect(groups.map((group) => group.title)).toEqual(['Voir aussi'])
    expect(groups[0]?.tiles.map((tile) => [tile.key, tile.filters, tile.description])).toEqual([
      ['/shop/gants', undefined, ''],
      ['/shop/blousons/cuir', [{ tag: 'cuir' }], ''],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import {
  exploreTiles,
  overviewTiles,
  shopHref,
  subcategoryIndex,
} from '../../../../src/features/catalogue/category-tiles'
import { categories } from '../../../../src/shared/catalogue/categories'

const hrefs = (groups: ReturnType<typeof subcategoryIndex>) =>
  groups.flatMap((group) => group.tiles.map((tile) => shopHref(tile.path)))

describe('category overview tiles', () => {
  it('shows the six headline categories, each linking to its listing with a live count query', () => {
    expect(overviewTiles.map((tile) => shopHref(tile.path))).toEqual([
      '/shop/helmets',
      '/shop/jackets',
      '/shop/vests',
      '/shop/bottoms',
      '/shop/shirts-flannels',
      '/shop/boots',
    ])
    expect(overviewTiles[0]?.countQuery).toBe('tag:helmets')
  })

  it('previews the first four distinct subcategories by readable name, then counts the rest', () => {
    const helmets = overviewTiles.find((tile) => tile.key === 'helmets')
    expect(helmets?.preview.map((sub) => [sub.name, shopHref(sub.path)])).toEqual([
      ['Full Face Helmets', '/shop/helmets/full-face'],
      ['Modular Helmets', '/shop/helmets/modular'],
      ['Half Helmets', '/shop/helmets/half'],
      ['Open Face Helmets', '/shop/helmets/open-face'],
    ])
    expect(helmets?.moreCount).toBe(3)

    // Men's and women's textile jackets are one subcategory, named without the prefix.
    const jackets = overviewTiles.find((tile) => tile.key === 'jackets')
    expect(jackets?.preview.map((sub) => sub.name)).toEqual([
      'Textile Jackets',
      'Mesh Jackets',
      'Denim Jackets',
      'Rain Jackets',
    ])
    expect(jackets?.moreCount).toBe(1)

    expect(overviewTiles.find((tile) => tile.key === 'vests')?.moreCount).toBe(0)
  })

  it('reaches every category of the catalogue from /shop', () => {
    const shown = [...overviewTiles, ...exploreTiles].map((tile) => tile.key).sort()
    expect(shown).toEqual(categories.map((c) => c.slug).sort())
    expect(exploreTiles.map((tile) => tile.key)).toEqual(
      expect.arrayContaining(['luggage', 'bike-gear', 'accessories', 'gloves', 'leather-jackets', 'parts']),
    )
  })
})

describe('bottoms and shirts indexes', () => {
  it('lists exactly the bottoms index hrefs', () => {
    expect(hrefs(subcategoryIndex('bottoms'))).toEqual([
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

  it('groups the shirts and flannels index hrefs', () => {
    const flannels = [
      'armored-flannel',
      'long-sleeve-flannels',
      'sleeveless-flannels',
      'red-flannel',
      'conceal-carry-flannels',
      'plaid-flannel',
    ]
    const groups = subcategoryIndex('shirts-flannels')
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
  })

  it('counts a subcategory across genders, and a gendered path by its own product type', () => {
    const tiles = subcategoryIndex('shirts-flannels').flatMap((group) => group.tiles)
    const byHref = (href: string) => tiles.find((tile) => shopHref(tile.path) === href)

    expect(byHref('/shop/shirts-flannels/red-flannel')?.countQuery).toBe(
      `tag:shirts-flannels AND (product_type:"Men's Red Flannels" OR product_type:"Women's Red Flannels")`,
    )
    // Armored flannels are made for men only, so the all-genders tile counts just those.
    expect(byHref('/shop/shirts-flannels/armored-flannel')?.countQuery).toBe(
      `tag:shirts-flannels AND product_type:"Men's Armored Flannels"`,
    )
    expect(byHref('/shop/shirts-flannels/womens/red-flannel')).toMatchObject({
      name: "Women's Red Flannels",
      countQuery: `tag:shirts-flannels AND product_type:"Women's Red Flannels"`,
    })
    for (const tile of tiles) expect(tile.description).not.toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { shopHref, subcategoryIndex } from '../../../../src/features/catalogue/category-tiles'

const hrefs = (groups: ReturnType<typeof subcategoryIndex>) =>
  groups.flatMap((group) => group.tiles.map((tile) => shopHref(tile.path)))

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

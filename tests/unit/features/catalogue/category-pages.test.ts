import { describe, expect, it } from 'vitest'
import { helmetsQuery, resolveCategoryPage } from '../../../../src/features/catalogue/category-pages'

describe('/category pages', () => {
  it('serves one leather jackets page under three names', () => {
    for (const name of ['jackets', 'leather', 'leather-jackets'])
      expect(resolveCategoryPage(name)).toMatchObject({
        kind: 'fixed',
        title: 'Leather Jackets',
        query: 'tag:leather-jackets',
      })
  })

  it('gives each other category page its fixed filter, and none to unknown names', () => {
    for (const name of ['boots', 'whips', 'apparel', 'accessories', 'jewelry'])
      expect(resolveCategoryPage(name)).toMatchObject({ kind: 'fixed', query: `tag:${name}` })
    expect(resolveCategoryPage('whips')).toMatchObject({
      title: 'Whips',
      emptyHint: 'No products in "Whips" category',
    })
    expect(resolveCategoryPage('helmets')?.kind).toBe('helmets')
    expect(resolveCategoryPage('unknown')).toBeUndefined()
    expect(resolveCategoryPage('vests')).toBeUndefined()
  })

  it('narrows the helmets page by type and search text', () => {
    expect(helmetsQuery({})).toBe('(product_type:"Guardian Bells" OR product_type:"Helmet Accessories")')
    expect(helmetsQuery({ type: 'bells' })).toBe('product_type:"Guardian Bells"')
    expect(helmetsQuery({ type: 'accessories', q: 'visor' })).toBe(
      '(title:*visor* OR tag:*visor* OR vendor:*visor* OR product_type:*visor*) AND product_type:"Helmet Accessories"',
    )
  })
})

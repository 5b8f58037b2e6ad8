import { describe, expect, it } from 'vitest'
import type { StoreFacet } from '../../../../src/features/catalogue/api/collection-listing-query'
import {
  canonicalInput,
  collectionListing,
  facetCount,
  facetGroups,
  handleize,
  priceCeiling,
  storeFilters,
} from '../../../../src/features/catalogue/collection-listing'

const tabs = [
  { label: 'All Vestes', filters: [] },
  {
    label: "Men's",
    filters: [{ tag: 'homme' }],
    choices: [{ label: 'Cuir Noir', filters: [{ tag: 'cuir' }] }],
  },
]

const shell = {
  id: 'gid://shopify/Collection/7',
  handle: 'vestes',
  title: 'Vestes',
  description: 'Toutes nos vestes.',
  tabs: { id: 'gid://shopify/Metafield/1', value: JSON.stringify(tabs) },
  features: null,
  notice: null,
  index: null,
}

const facets: StoreFacet[] = [
  {
    id: 'filter.v.availability',
    label: 'Disponibilité',
    type: 'LIST',
    values: [
      { id: 'a1', label: 'En stock', count: 30, input: '{"available":true}' },
      { id: 'a0', label: 'Épuisé', count: 4, input: '{"available":false}' },
    ],
  },
  {
    id: 'filter.v.option.taille',
    label: 'Taille',
    type: 'LIST',
    values: [
      { id: 't1', label: 'M', count: 12, input: '{"variantOption":{"name":"Taille","value":"M"}}' },
      { id: 't2', label: 'XXL', count: 0, input: '{"variantOption":{"value":"XXL","name":"Taille"}}' },
    ],
  },
  {
    id: 'filter.v.price',
    label: 'Prix',
    type: 'PRICE_RANGE',
    values: [{ id: 'p', label: 'Prix', count: 34, input: '{"price":{"min":0,"max":1234.5}}' }],
  },
]

describe("a collection's listing", () => {
  it('is titled by the collection, with the tabs its merchant set', () => {
    const listing = collectionListing(shell)
    expect(listing).toMatchObject({ key: 'vestes', collection: 'vestes', title: 'VESTES', name: 'Vestes' })
    expect(listing.searchBox).toBeUndefined()
    expect(listing.tabs.map((tab) => tab.id)).toEqual(['all-vestes', 'mens'])
    expect(listing.tabs[1]?.choices?.map((choice) => choice.id)).toEqual(['cuir-noir'])
    expect(listing.features?.title).toBe('Why Shop Vestes With Us')
  })

  it('has no tabs where the metafield is missing or not what it should be', () => {
    expect(collectionListing({ ...shell, tabs: null }).tabs).toEqual([])
    expect(collectionListing({ ...shell, tabs: { id: 'x', value: '{"not":"a list"' } }).tabs).toEqual([])
    expect(collectionListing({ ...shell, tabs: { id: 'x', value: '[{"label":""}]' } }).tabs).toEqual([])
    const unknownFilter = JSON.stringify([{ label: 'Odd', filters: [{ colour: 'red' }] }])
    expect(collectionListing({ ...shell, tabs: { id: 'x', value: unknownFilter } }).tabs).toEqual([])
  })

  it("reads products under the tab's (or its choice's) filters, the chosen values and the price range", () => {
    const listing = collectionListing(shell)
    expect(storeFilters(listing, {})).toEqual([])
    expect(storeFilters(listing, { tab: 'mens' })).toEqual([{ tag: 'homme' }])
    expect(storeFilters(listing, { tab: 'mens', choice: 'cuir-noir' })).toEqual([{ tag: 'cuir' }])
    expect(
      storeFilters(listing, {
        filter: [
          '{"available":true}',
          'not json',
          '{ "available" : true }',
          // Not the store's ProductFilter: never sent, which the store would refuse.
          '{"bogus":1}',
          '{"available":"yes"}',
          '{"available":true,"tag":"x"}',
          '[{"tag":"x"}]',
        ],
        max: 300,
      }),
    ).toEqual([{ available: true }, { price: { min: 0, max: 300 } }])
  })

  it("draws the store's list filters, leaving out values that list nothing unless chosen", () => {
    const groups = facetGroups(facets, {})
    expect(groups.map((group) => group.title)).toEqual(['Disponibilité', 'Taille'])
    expect(groups[1]?.options.map((option) => option.label)).toEqual(['M'])
    const chosen = facetGroups(facets, { filter: ['{"variantOption":{"name":"Taille","value":"XXL"}}'] })
    expect(chosen[1]?.options.map((option) => option.label)).toEqual(['M', 'XXL'])
    expect(chosen[1]?.selected).toEqual([canonicalInput('{"variantOption":{"name":"Taille","value":"XXL"}}')])
  })

  it("counts by the store's availability filter, and ends the price slider at the store's highest price", () => {
    expect(facetCount(facets, {})).toBe(34)
    expect(facetCount(facets, { filter: ['{"available":false}'] })).toBe(4)
    expect(facetCount(facets.slice(1), {})).toBeUndefined()
    expect(priceCeiling(facets)).toBe(1240)
    expect(priceCeiling(facets.slice(0, 2))).toBeUndefined()
  })

  it('names tabs as Shopify names handles', () => {
    expect(handleize("Women's Boots")).toBe('womens-boots')
    expect(handleize('  Équipement & Co ')).toBe('équipement-co')
  })
})

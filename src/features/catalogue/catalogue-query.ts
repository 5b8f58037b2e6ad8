import { buildProductSearchQuery } from '../../shared/search-query'
import { type CatalogueCategory, type CatalogueSearch, catalogueSorts } from './catalogue-options'
import { offeredOnly } from './listing-query'
import { catalogueBrands, resolveCategoryListing, sizeTag } from './listings'

/** Brands and sizes follow the chosen category; a choice it does not offer is left out. */
export function catalogueFilters(search: CatalogueSearch) {
  const category = search.category as CatalogueCategory | undefined
  const offered = category ? resolveCategoryListing(category) : { brands: catalogueBrands, sizes: [] }
  return {
    offered,
    brands: offeredOnly(search.brand, offered.brands),
    sizes: offeredOnly(search.size, offered.sizes),
  }
}

/** The storefront query of the /products page: text, category, sizes, brands and price range. */
export function catalogueQuery(search: CatalogueSearch): string {
  const { brands, sizes } = catalogueFilters(search)
  return buildProductSearchQuery({
    text: search.q,
    tag: search.category,
    tagGroups: sizes.length > 0 ? [sizes.map(sizeTag)] : [],
    vendor: brands,
    minPrice: search.min,
    maxPrice: search.max,
  })
}

export function catalogueSort(search: CatalogueSearch) {
  return catalogueSorts.find((s) => s.value === search.sort) ?? catalogueSorts[0]
}

import { type Category, categories } from '../../shared/catalogue/categories'

/**
 * The shop category whose listing holds a product type, for the breadcrumb. Product types are
 * unique across categories; a type the catalogue does not know (a real store's) gives undefined.
 */
export function categoryForProductType(productType: string): Category | undefined {
  const wanted = productType.trim().toLowerCase()
  if (wanted === '') return undefined
  return categories.find((category) =>
    category.subcategories.some((sub) => sub.productType.toLowerCase() === wanted),
  )
}

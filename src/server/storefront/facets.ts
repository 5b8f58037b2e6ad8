import { and, eq, type SQL, sql } from 'drizzle-orm'
import { products, productVariants } from '../db/schema'
import type { SeedFilter } from '../seed/store-filters'
import type { StorefrontContext } from './loaders'
import { type ProductFilterInput, type ProductFilterKind, productFilterCondition } from './search-sql'

/** Shopify's `Filter`, with `input` already the JSON text a client parses into a `ProductFilter`. */
export interface FilterSource {
  id: string
  label: string
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE'
  values: { id: string; label: string; count: number; input: string }[]
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL']

/** Letter sizes small to large, then numeric sizes ascending, then anything else by name. */
function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const letter = SIZE_ORDER.indexOf(size.toUpperCase())
    if (letter >= 0) return [0, letter] as const
    return /^\d+(\.\d+)?$/.test(size) ? ([1, Number(size)] as const) : ([2, 0] as const)
  }
  const [groupA, valueA] = rank(a)
  const [groupB, valueB] = rank(b)
  return groupA - groupB || valueA - valueB || a.localeCompare(b)
}

const handleize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function filterValueId(filterId: string, label: string): string {
  return `${filterId}.${handleize(label)}`
}

interface Counted {
  label: string
  count: number
}

const count = sql<number>`count(*)`.mapWith(Number)

function listFacet(
  id: string,
  label: string,
  values: readonly Counted[],
  input: (value: string) => ProductFilterInput,
): FilterSource {
  return {
    id,
    label,
    type: 'LIST',
    values: values.map((value) => ({
      id: filterValueId(id, value.label),
      label: value.label,
      count: value.count,
      input: JSON.stringify(input(value.label)),
    })),
  }
}

/**
 * One facet of the products `scope` allows: its values with how many products each would list. A
 * facet counts under every product filter except those of its own kind, so choosing one brand still
 * shows how many the other brands would add, as at Shopify.
 */
async function facet(
  context: StorefrontContext,
  filter: SeedFilter,
  scope: SQL | undefined,
  filters: readonly ProductFilterInput[] | null | undefined,
): Promise<FilterSource> {
  const within = (except: ProductFilterKind) => and(scope, productFilterCondition(filters, { except }))
  switch (filter.kind) {
    case 'productType': {
      const values = await context.db
        .select({ label: products.productType, count })
        .from(products)
        .where(and(within('productType'), sql`${products.productType} <> ''`))
        .groupBy(products.productType)
        .orderBy(sql`lower(${products.productType})`, products.productType)
      return listFacet('filter.p.product_type', filter.label, values, (productType) => ({ productType }))
    }
    case 'productVendor': {
      const values = await context.db
        .select({ label: products.vendor, count })
        .from(products)
        .where(within('productVendor'))
        .groupBy(products.vendor)
        .orderBy(sql`lower(${products.vendor})`, products.vendor)
      return listFacet('filter.p.vendor', filter.label, values, (productVendor) => ({ productVendor }))
    }
    case 'variantOption': {
      const optionValue = sql<string>`variant_option.entry->>'value'`
      const values = await context.db
        .select({
          label: optionValue,
          count: sql<number>`count(distinct ${products.id})`.mapWith(Number),
        })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .crossJoin(sql`jsonb_array_elements(${productVariants.selectedOptions}) as variant_option(entry)`)
        .where(
          and(
            sql`lower(variant_option.entry->>'name') = lower(${filter.option})`,
            within(`variantOption:${filter.option.toLowerCase()}`),
          ),
        )
        .groupBy(optionValue)
      return listFacet(
        `filter.v.option.${handleize(filter.option)}`,
        filter.label,
        values.sort((a, b) => compareSizes(a.label, b.label)),
        (value) => ({ variantOption: { name: filter.option, value } }),
      )
    }
    case 'available': {
      const rows = await context.db
        .select({ available: products.availableForSale, count })
        .from(products)
        .where(within('available'))
        .groupBy(products.availableForSale)
      const values = [true, false].flatMap((available) => {
        const row = rows.find((r) => r.available === available)
        return row ? [{ label: available ? 'In stock' : 'Out of stock', count: row.count, available }] : []
      })
      return {
        id: 'filter.v.availability',
        label: filter.label,
        type: 'LIST',
        values: values.map(({ label, count, available }) => ({
          id: `filter.v.availability.${available ? 1 : 0}`,
          label,
          count,
          input: JSON.stringify({ available }),
        })),
      }
    }
    case 'price': {
      const [prices] = await context.db
        .select({ count, max: sql<string | null>`max(${products.minPrice})::text` })
        .from(products)
        .where(within('price'))
      return {
        id: 'filter.v.price',
        label: filter.label,
        type: 'PRICE_RANGE',
        values: [
          {
            id: 'filter.v.price',
            label: filter.label,
            count: prices?.count ?? 0,
            input: JSON.stringify({ price: { min: 0, max: Number(prices?.max ?? 0) } }),
          },
        ],
      }
    }
  }
}

/**
 * The store's filters (`offered`, as its merchant set them up) over the products `scope` allows,
 * narrowed by the `filters` in use: `ProductConnection.filters` of a collection and
 * `productFilters` of search.
 */
export function storeFacets(
  context: StorefrontContext,
  offered: readonly SeedFilter[],
  scope: SQL | undefined,
  filters: readonly ProductFilterInput[] | null | undefined,
): Promise<FilterSource[]> {
  return Promise.all(offered.map((filter) => facet(context, filter, scope, filters)))
}

/**
 * Builds the `query` argument of the storefront `products` field, in Shopify's search syntax.
 * Shared by the client and the local storefront emulator; imports nothing.
 */

export interface ProductSearchFilters {
  /** What the shopper typed: matched against name, brand, tags and category. */
  text?: string
  /** Matched against the product name only (a listing's own search box). */
  name?: string
  /** Several values match any of them. */
  tag?: string | readonly string[]
  /** Each group matches any of its tags; every group must match (e.g. category AND size). */
  tagGroups?: readonly (readonly string[])[]
  /** Several values match any of them, e.g. two product types. */
  productType?: string | readonly string[]
  vendor?: string | readonly string[]
  /** Inclusive bounds on the lowest variant price, in dollars. */
  minPrice?: number
  maxPrice?: number
  availableOnly?: boolean
}

/** Fields that free text is looked up in ("Search by name, brand, or category"). */
const TEXT_FIELDS = ['title', 'tag', 'vendor', 'product_type'] as const

/** Keeps a pasted paragraph from turning into a query the API would refuse or crawl through. */
export const MAX_SEARCH_WORDS = 10

// Characters with a meaning in the search syntax (grouping, field separator, escapes, quotes,
// wildcards, comparators). In free text they become word breaks, so "men's" still finds "Men's".
const SPECIAL_CHARACTERS = /["'`\\():*<>=]/g

/** Splits shopper text into the plain words the query matches, without duplicates. */
export function searchWords(text: string): string[] {
  const words = text.replace(SPECIAL_CHARACTERS, ' ').trim().split(/\s+/)
  const seen = new Set<string>()
  const unique: string[] = []
  for (const word of words) {
    const key = word.toLowerCase()
    if (word === '' || seen.has(key)) continue
    seen.add(key)
    unique.push(word)
  }
  return unique.slice(0, MAX_SEARCH_WORDS)
}

// Wildcards do not work inside quotes, so each word gets its own group and the groups are ANDed.
function textClause(text: string, fields: readonly string[]): string | undefined {
  const groups = searchWords(text).map((word) =>
    fields.length === 1
      ? `${fields[0]}:*${word}*`
      : `(${fields.map((field) => `${field}:*${word}*`).join(' OR ')})`,
  )
  return groups.length > 0 ? groups.join(' AND ') : undefined
}

function priceClause(comparator: '>=' | '<=', value: number | undefined): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined
  return `variants.price:${comparator}${Math.round(value * 100) / 100}`
}

/** A field value, quoted (with `\` and `"` escaped) unless it is a single plain word. */
export function searchValue(value: string): string {
  const collapsed = value.trim().replace(/\s+/g, ' ')
  if (/^[\p{L}\p{N}_.-]+$/u.test(collapsed)) return collapsed
  return `"${collapsed.replace(/[\\"]/g, (character) => `\\${character}`)}"`
}

function fieldClause(field: string, values: string | readonly string[] | undefined): string | undefined {
  const list = (typeof values === 'string' ? [values] : (values ?? [])).filter((value) => value.trim() !== '')
  const terms = [...new Set(list.map((value) => `${field}:${searchValue(value)}`))]
  if (terms.length === 0) return undefined
  return terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`
}

/**
 * e.g. `{ text: 'red flannel', availableOnly: true }` →
 * `(title:*red* OR tag:*red* OR vendor:*red* OR product_type:*red*) AND (title:*flannel* OR …) AND
 * available_for_sale:true`. Returns '' when no filter is set.
 */
export function buildProductSearchQuery(filters: ProductSearchFilters = {}): string {
  const parts = [
    filters.text === undefined ? undefined : textClause(filters.text, TEXT_FIELDS),
    filters.name === undefined ? undefined : textClause(filters.name, ['title']),
    fieldClause('tag', filters.tag),
    ...(filters.tagGroups ?? []).map((group) => fieldClause('tag', group)),
    fieldClause('product_type', filters.productType),
    fieldClause('vendor', filters.vendor),
    priceClause('>=', filters.minPrice),
    priceClause('<=', filters.maxPrice),
    filters.availableOnly ? 'available_for_sale:true' : undefined,
  ]
  return parts.filter((part): part is string => part !== undefined).join(' AND ')
}

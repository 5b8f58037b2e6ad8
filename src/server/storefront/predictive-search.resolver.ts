import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import { buildProductSearchQuery } from '../../shared/search-query'
import { collections, products } from '../db/schema'
import { userInputError } from './errors'
import { escapeHtml } from './format'
import type { CollectionRow, ProductRow, StorefrontContext } from './loaders'
import type { ResolverMap } from './schema'
import { escapeLike, productSearchCondition } from './search-sql'

type PredictiveSearchType = 'COLLECTION' | 'PRODUCT' | 'QUERY'

interface PredictiveSearchArgs {
  query: string
  limit?: number | null
  limitScope?: 'ALL' | 'EACH' | null
  types?: PredictiveSearchType[] | null
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null
}

interface QuerySuggestion {
  text: string
  styledText: string
}

/** Shopify's range for `limit`, and its default. */
const MAX_LIMIT = 10
/** Words of a typed query the emulator reads; the rest is ignored. */
const MAX_WORDS = 10

/** "helm" in "Full Face Helmets" → "Full Face <mark>Helm</mark>ets", as Shopify marks what matched. */
function styled(text: string, typed: string): string {
  const at = text.toLowerCase().indexOf(typed.toLowerCase())
  if (at < 0) return escapeHtml(text)
  const end = at + typed.length
  return `${escapeHtml(text.slice(0, at))}<mark>${escapeHtml(text.slice(at, end))}</mark>${escapeHtml(text.slice(end))}`
}

async function matchingProducts(
  context: StorefrontContext,
  words: readonly string[],
  limit: number,
  unavailable: 'HIDE' | 'LAST' | 'SHOW',
): Promise<ProductRow[]> {
  // Each word in the title, vendor, product type or a tag, as the shop's own search matches them.
  const matches = productSearchCondition(buildProductSearchQuery({ text: words.join(' ') }))
  const where: SQL | undefined =
    unavailable === 'HIDE' ? and(matches, eq(products.availableForSale, true)) : matches
  const rows = await context.db
    .select()
    .from(products)
    .where(where)
    .orderBy(
      ...(unavailable === 'LAST' ? [sql`(not ${products.availableForSale})::int`] : []),
      asc(products.salesRank),
      asc(products.id),
    )
    .limit(limit)
  for (const row of rows) context.loaders.product.prime(row.id, row)
  return rows
}

function matchingCollections(
  context: StorefrontContext,
  words: readonly string[],
  limit: number,
): Promise<CollectionRow[]> {
  return context.db
    .select()
    .from(collections)
    .where(and(...words.map((word) => ilike(collections.title, `%${escapeLike(word)}%`))))
    .orderBy(asc(collections.id))
    .limit(limit)
}

/**
 * Searches a rider might mean: the catalogue's product types, brands and collection titles that
 * contain what was typed, shortest first.
 */
async function querySuggestions(
  context: StorefrontContext,
  typed: string,
  limit: number,
): Promise<QuerySuggestion[]> {
  const pattern = `%${escapeLike(typed)}%`
  const productTexts = (column: typeof products.productType | typeof products.vendor) =>
    context.db
      .select({ text: sql<string>`lower(${column})` })
      .from(products)
      .where(ilike(column, pattern))
      .groupBy(sql`lower(${column})`)
      .orderBy(sql`length(lower(${column}))`, sql`lower(${column})`)
      .limit(limit)
  const found = await Promise.all([
    productTexts(products.productType),
    productTexts(products.vendor),
    context.db
      .selectDistinct({ text: sql<string>`lower(${collections.title})` })
      .from(collections)
      .where(ilike(collections.title, pattern))
      .limit(limit),
  ])
  const texts = [...new Set(found.flat().map((row) => row.text))]
  texts.sort((a, b) => a.length - b.length || a.localeCompare(b))
  return texts.slice(0, limit).map((text) => ({ text, styledText: styled(text, typed) }))
}

/**
 * Shopify's predictive search, for a search box's suggestions: products, collections and searches
 * matching what was typed so far (every word, the last one as typed: a bare word already matches
 * inside words). `limit` (1 to 10, default 10) counts each kind (EACH) or all together (ALL:
 * searches first, then collections, then products).
 */
async function predictiveSearch(_root: unknown, args: PredictiveSearchArgs, context: StorefrontContext) {
  const limit = args.limit ?? MAX_LIMIT
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw userInputError(`limit must be between 1 and ${MAX_LIMIT}`)
  const typed = args.query.trim().replace(/\s+/g, ' ')
  const words = typed.toLowerCase().split(' ').filter(Boolean).slice(0, MAX_WORDS)
  const types = new Set<PredictiveSearchType>(args.types ?? ['COLLECTION', 'PRODUCT', 'QUERY'])
  const empty = { products: [], collections: [], queries: [] }
  if (words.length === 0) return empty
  const queries = types.has('QUERY') ? await querySuggestions(context, typed, limit) : []
  let left = limit - (args.limitScope === 'ALL' ? queries.length : 0)
  const found = types.has('COLLECTION') && left > 0 ? await matchingCollections(context, words, left) : []
  if (args.limitScope === 'ALL') left -= found.length
  else left = limit
  const productRows =
    types.has('PRODUCT') && left > 0
      ? await matchingProducts(context, words, left, args.unavailableProducts ?? 'LAST')
      : []
  return { queries, collections: found, products: productRows }
}

export const predictiveSearchResolvers = {
  QueryRoot: { predictiveSearch },
} satisfies ResolverMap

/**
 * Shopify's search syntax for the test store's `products`, `search` and `collections` queries,
 * written apart from the app's emulator so the two cannot share a mistake: terms with an optional
 * `field:` and comparator (`:`, `:<`, `:<=`, `:>`, `:>=`), single or double quoted values, `*`
 * wildcards, `-` and `NOT` modifiers, `AND` (also implied by a space), `OR`, and parentheses.
 */
import type { TestProduct } from './catalogue'

export type Comparator = ':' | '<' | '<=' | '>' | '>='

export type SearchNode =
  | { kind: 'term'; field: string | null; comparator: Comparator; value: string }
  | { kind: 'and' | 'or'; children: SearchNode[] }
  | { kind: 'not'; child: SearchNode }

type Token =
  | { kind: 'open' | 'close' | 'and' | 'or' | 'not' }
  | { kind: 'term'; field: string | null; comparator: Comparator; value: string; negated: boolean }

const FIELD = /^[a-z_][a-z0-9_.]*$/i

function tokenize(query: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < query.length) {
    const ch = query[i] as string
    if (/\s/.test(ch)) {
      i++
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'open' : 'close' })
      i++
    } else if (ch === '-' && (i + 1 === query.length || /\s/.test(query[i + 1] as string))) {
      // A lone dash negates nothing.
      i++
    } else if (ch === '-' && query[i + 1] === '(') {
      tokens.push({ kind: 'not' })
      i++
    } else {
      const negated = ch === '-'
      const start = negated ? i + 1 : i
      const { field, comparator, value, quoted, end } = readTerm(query, start)
      i = end
      if (!negated && !quoted && field === null && (value === 'AND' || value === 'OR' || value === 'NOT')) {
        tokens.push({ kind: value === 'AND' ? 'and' : value === 'OR' ? 'or' : 'not' })
      } else if (value !== '' || field !== null) {
        tokens.push({ kind: 'term', field, comparator, value, negated })
      }
    }
  }
  return tokens
}

function readTerm(query: string, start: number) {
  let i = start
  let value = ''
  let field: string | null = null
  let comparator: Comparator = ':'
  let quoted = false
  while (i < query.length) {
    const ch = query[i] as string
    if (ch === '\\' && i + 1 < query.length) {
      value += query[i + 1]
      i += 2
    } else if (ch === '"' || ch === "'") {
      quoted = true
      const close = ch
      i++
      while (i < query.length && query[i] !== close) {
        if (query[i] === '\\' && i + 1 < query.length) i++
        value += query[i]
        i++
      }
      i++
    } else if (/\s/.test(ch) || ch === '(' || ch === ')') {
      break
    } else if (ch === ':' && field === null && !quoted && FIELD.test(value)) {
      field = value.toLowerCase()
      value = ''
      i++
      const op = ['<=', '>=', '<', '>'].find((candidate) => query.startsWith(candidate, i))
      if (op) {
        comparator = op as Comparator
        i += op.length
      }
    } else {
      value += ch
      i++
    }
  }
  return { field, comparator, value, quoted, end: Math.min(i, query.length) }
}

/** NOT binds tightest, then AND (written or implied), then OR; malformed input degrades, never throws. */
class Parser {
  private position = 0
  constructor(private readonly tokens: Token[]) {}

  parseAll(): SearchNode | null {
    const parts: SearchNode[] = []
    while (this.position < this.tokens.length) {
      const before = this.position
      const node = this.parseOr(0)
      if (node) parts.push(node)
      if (this.position === before) this.position++
    }
    return join('and', parts)
  }

  private parseOr(depth: number): SearchNode | null {
    const options: SearchNode[] = []
    for (;;) {
      const node = this.parseAnd(depth)
      if (node) options.push(node)
      if (this.tokens[this.position]?.kind !== 'or') break
      this.position++
    }
    return join('or', options)
  }

  private parseAnd(depth: number): SearchNode | null {
    const items: SearchNode[] = []
    for (;;) {
      const token = this.tokens[this.position]
      if (!token || token.kind === 'or' || (token.kind === 'close' && depth > 0)) break
      if (token.kind === 'and' || token.kind === 'close') {
        this.position++
        continue
      }
      const node = this.parseNot(depth)
      if (node) items.push(node)
    }
    return join('and', items)
  }

  private parseNot(depth: number): SearchNode | null {
    const token = this.tokens[this.position]
    if (!token) return null
    this.position++
    if (token.kind === 'not') {
      const inner = this.parseNot(depth)
      return inner && { kind: 'not', child: inner }
    }
    if (token.kind === 'open') {
      const inner = this.parseOr(depth + 1)
      if (this.tokens[this.position]?.kind === 'close') this.position++
      return inner
    }
    if (token.kind === 'term') {
      const term: SearchNode = {
        kind: 'term',
        field: token.field,
        comparator: token.comparator,
        value: token.value,
      }
      return token.negated ? { kind: 'not', child: term } : term
    }
    return null
  }
}

function join(kind: 'and' | 'or', nodes: SearchNode[]): SearchNode | null {
  if (nodes.length === 0) return null
  if (nodes.length === 1) return nodes[0] ?? null
  return { kind, children: nodes }
}

/** The query as a tree; null for a blank query (everything matches). */
export function parseSearchQuery(query: string | null | undefined): SearchNode | null {
  if (!query?.trim()) return null
  return new Parser(tokenize(query)).parseAll()
}

function globPattern(value: string): RegExp {
  const source = value
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`, 's')
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
/** Crude stemming: "helmets" finds "Helmet" and the other way round. */
const stem = (word: string) => word.replace(/(es|s)$/, '')

/** Token search, as Shopify matches a text field: every word of the value, in order; `*` for prefixes. */
function textMatches(text: string, value: string): boolean {
  if (value.includes('*')) {
    const pattern = globPattern(value)
    return pattern.test(text.toLowerCase()) || words(text).some((word) => pattern.test(word))
  }
  const wanted = words(value).map(stem)
  if (wanted.length === 0) return true
  const have = words(text).map(stem)
  return have.some((_, start) => wanted.every((word, k) => have[start + k] === word))
}

/** Whole-value fields (tag, vendor, product type): equal ignoring case, or by `*` pattern. */
function valueMatches(candidate: string, value: string): boolean {
  return value.includes('*')
    ? globPattern(value).test(candidate.toLowerCase())
    : candidate.toLowerCase() === value.toLowerCase()
}

function compareWith(comparator: Comparator, difference: number): boolean {
  switch (comparator) {
    case ':':
      return difference === 0
    case '<':
      return difference < 0
    case '<=':
      return difference <= 0
    case '>':
      return difference > 0
    case '>=':
      return difference >= 0
  }
}

function compareText(candidate: string, comparator: Comparator, value: string, matches: boolean): boolean {
  return comparator === ':' ? matches : compareWith(comparator, candidate.localeCompare(value, 'en'))
}

function dateMs(value: string, now: number): number | null {
  if (value.toLowerCase() === 'now') return now
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/** The default (field-less) term looks in the title, vendor, product type, tags and SKUs. */
function anyFieldMatches(product: TestProduct, value: string): boolean {
  return (
    textMatches(product.title, value) ||
    textMatches(product.vendor, value) ||
    textMatches(product.productType, value) ||
    product.tags.some((tag) => textMatches(tag, value)) ||
    product.variantList.some((variant) => valueMatches(variant.sku, value))
  )
}

/** True or false; null when Shopify would ignore the term (a field the resource has not got). */
function termMatches(
  product: TestProduct,
  term: Extract<SearchNode, { kind: 'term' }>,
  now: number,
): boolean | null {
  const { field, comparator, value } = term
  switch (field) {
    case null:
      return anyFieldMatches(product, value)
    case 'title':
      return compareText(product.title, comparator, value, textMatches(product.title, value))
    case 'vendor':
      return compareText(product.vendor, comparator, value, valueMatches(product.vendor, value))
    case 'product_type':
      return compareText(product.productType, comparator, value, valueMatches(product.productType, value))
    case 'tag':
      return product.tags.some((tag) => valueMatches(tag, value))
    case 'tag_not':
      return !product.tags.some((tag) => valueMatches(tag, value))
    case 'sku':
    case 'variants.sku':
      return product.variantList.some((variant) => valueMatches(variant.sku, value))
    case 'available_for_sale':
      return product.variantList.some((v) => v.availableForSale) === (value.toLowerCase() === 'true')
    case 'variants.price':
    case 'price': {
      const cents = Math.round(Number(value) * 100)
      if (!Number.isFinite(cents)) return false
      // A product matches when any of its variants does, as at Shopify.
      return product.variantList.some((variant) => compareWith(comparator, variant.priceCents - cents))
    }
    case 'created_at':
    case 'updated_at': {
      const wanted = dateMs(value, now)
      if (wanted === null) return false
      const have = Date.parse(field === 'created_at' ? product.createdAt : product.updatedAt)
      return compareWith(comparator, have - wanted)
    }
    case 'id': {
      const wanted = Number(value.replace(/^gid:\/\/shopify\/Product\//, ''))
      return Number.isFinite(wanted) && compareWith(comparator, product.numericId - wanted)
    }
    default:
      return null
  }
}

function evaluate(node: SearchNode, product: TestProduct, now: number): boolean | null {
  switch (node.kind) {
    case 'term':
      return termMatches(product, node, now)
    case 'not': {
      const inner = evaluate(node.child, product, now)
      return inner === null ? null : !inner
    }
    case 'and':
    case 'or': {
      const results = node.children.map((child) => evaluate(child, product, now)).filter((r) => r !== null)
      if (results.length === 0) return null
      return node.kind === 'and' ? results.every(Boolean) : results.some(Boolean)
    }
  }
}

/** Whether the product answers the query; terms on unknown fields are ignored, as Shopify does. */
export function productMatches(node: SearchNode | null, product: TestProduct, now = Date.now()): boolean {
  return node === null || evaluate(node, product, now) !== false
}

/** The words a relevance sort weighs: the values of field-less and title terms outside a NOT. */
export function relevanceWords(node: SearchNode | null): string[] {
  if (!node || node.kind === 'not') return []
  if (node.kind === 'term') {
    return node.field === null || node.field === 'title' ? words(node.value.replaceAll('*', ' ')) : []
  }
  return node.children.flatMap(relevanceWords)
}

/** More of the words in the title scores higher; then in tags, vendor and type. */
export function relevanceScore(product: TestProduct, wanted: readonly string[]): number {
  const title = product.title.toLowerCase()
  const rest = [product.vendor, product.productType, ...product.tags].join(' ').toLowerCase()
  return wanted.reduce(
    (score, word) => score + (title.includes(word) ? 2 : 0) + (rest.includes(word) ? 1 : 0),
    0,
  )
}

/**
 * Parser for the `query` argument of the Storefront API (Shopify's search syntax):
 * `title:*leather* OR tag:bestseller -tag:sale (vendor:"Open Road" AND price:<100)`.
 *
 * It never throws: whatever a shopper or client types comes back as a best-effort tree, with stray
 * operators, unbalanced quotes and parentheses degraded rather than rejected, as Shopify does.
 */

export type SearchComparator = ':' | '>' | '>=' | '<' | '<='

export interface SearchTerm {
  kind: 'term'
  /** Lower-cased field name, or null for a bare term. */
  field: string | null
  comparator: SearchComparator
  /** The value without quotes or escapes; every `*` in it is a wildcard. */
  value: string
}

export type SearchNode =
  | SearchTerm
  | { kind: 'and'; children: SearchNode[] }
  | { kind: 'or'; children: SearchNode[] }
  | { kind: 'not'; child: SearchNode }

/** Longer input is cut off here; the cut is treated like any other malformed input. */
export const MAX_SEARCH_QUERY_LENGTH = 1000
/** Terms beyond this many are dropped. */
export const MAX_SEARCH_TERMS = 100
/** Parentheses nested deeper than this are ignored (with their closing partners). */
export const MAX_SEARCH_NESTING = 20

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/
/** Operators are upper case only; `and`/`or`/`not` are ordinary words. */
const KEYWORDS = new Map<string, 'and' | 'or' | 'not'>([
  ['AND', 'and'],
  ['OR', 'or'],
  ['NOT', 'not'],
])

type Token =
  | { type: 'lparen' | 'rparen' | 'and' | 'or' | 'not' }
  | { type: 'term'; term: SearchTerm; negated: boolean }

/** Parses a search query; null means "no condition" (empty or nothing usable). */
export function parseSearchQuery(input: string | null | undefined): SearchNode | null {
  if (!input) return null
  return new Parser(tokenize(input)).parse()
}

/** Whether the term's value contains a `*` wildcard. */
export function hasWildcard(term: SearchTerm): boolean {
  return term.value.includes('*')
}

function isSpace(ch: string | undefined): boolean {
  return ch !== undefined && /\s/.test(ch)
}

function tokenize(input: string): Token[] {
  const text = input.slice(0, MAX_SEARCH_QUERY_LENGTH)
  const tokens: Token[] = []
  let terms = 0
  let open = 0
  let ignoredOpen = 0
  let i = 0
  while (i < text.length && terms < MAX_SEARCH_TERMS) {
    const ch = text[i]
    const next = text[i + 1]
    if (isSpace(ch)) {
      i++
    } else if (ch === '(') {
      if (open < MAX_SEARCH_NESTING) {
        open++
        tokens.push({ type: 'lparen' })
      } else {
        ignoredOpen++
      }
      i++
    } else if (ch === ')') {
      if (ignoredOpen > 0) ignoredOpen--
      else {
        if (open > 0) open--
        tokens.push({ type: 'rparen' })
      }
      i++
    } else if (ch === '-' && next === '(') {
      tokens.push({ type: 'not' })
      i++
    } else if (ch === '-' && (next === undefined || isSpace(next) || next === ')')) {
      // A lone dash negates nothing.
      i++
    } else {
      const negated = ch === '-'
      const word = readWord(text, negated ? i + 1 : i)
      i = word.end
      const keyword = !word.field && !word.quoted && !negated ? KEYWORDS.get(word.value) : undefined
      if (keyword) {
        tokens.push({ type: keyword })
      } else if (word.value !== '') {
        tokens.push({
          type: 'term',
          negated,
          term: { kind: 'term', field: word.field, comparator: word.comparator, value: word.value },
        })
        terms++
      }
    }
  }
  return tokens
}

interface Word {
  field: string | null
  comparator: SearchComparator
  value: string
  quoted: boolean
  end: number
}

/** Reads one term: bare and quoted runs concatenate until whitespace or a parenthesis. */
function readWord(text: string, start: number): Word {
  let value = ''
  let field: string | null = null
  let comparator: SearchComparator = ':'
  let quoted = false
  let i = start
  while (i < text.length) {
    const ch = text[i] as string
    if (ch === '\\') {
      value += text[i + 1] ?? ''
      i += 2
    } else if (ch === '"') {
      quoted = true
      i++
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) {
          value += text[i + 1]
          i += 2
        } else {
          value += text[i]
          i++
        }
      }
      // Skips the closing quote; an unterminated quote simply runs to the end.
      i++
    } else if (isSpace(ch) || ch === '(' || ch === ')') {
      break
    } else if (ch === ':' && field === null && !quoted && FIELD_NAME.test(value)) {
      field = value.toLowerCase()
      value = ''
      i++
      for (const op of ['>=', '<=', '>', '<'] as const) {
        if (text.startsWith(op, i)) {
          comparator = op
          i += op.length
          break
        }
      }
    } else {
      value += ch
      i++
    }
  }
  return { field, comparator, value, quoted, end: Math.min(i, text.length) }
}

function negate(node: SearchNode): SearchNode {
  return node.kind === 'not' ? node.child : { kind: 'not', child: node }
}

function combine(kind: 'and' | 'or', items: SearchNode[]): SearchNode | null {
  const children = items.flatMap((item) => (item.kind === kind ? item.children : [item]))
  if (children.length === 0) return null
  if (children.length === 1) return children[0] ?? null
  return { kind, children }
}

/** Recursive descent with NOT > AND > OR precedence; operands that are missing are skipped. */
class Parser {
  private pos = 0
  private depth = 0

  constructor(private readonly tokens: Token[]) {}

  parse(): SearchNode | null {
    const parts: SearchNode[] = []
    while (this.pos < this.tokens.length) {
      const start = this.pos
      const node = this.parseOr()
      if (node) parts.push(node)
      // Defensive: never loop without consuming a token.
      if (this.pos === start) this.pos++
    }
    return combine('and', parts)
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos]
  }

  private parseOr(): SearchNode | null {
    const options: SearchNode[] = []
    const first = this.parseAnd()
    if (first) options.push(first)
    while (this.peek()?.type === 'or') {
      this.pos++
      const next = this.parseAnd()
      if (next) options.push(next)
    }
    return combine('or', options)
  }

  private parseAnd(): SearchNode | null {
    const items: SearchNode[] = []
    for (;;) {
      const token = this.peek()
      if (!token || token.type === 'or' || (token.type === 'rparen' && this.depth > 0)) break
      if (token.type === 'and') {
        this.pos++
        continue
      }
      const node = this.parseUnary()
      if (node) items.push(node)
    }
    return combine('and', items)
  }

  private parseUnary(): SearchNode | null {
    let negations = 0
    while (this.peek()?.type === 'not') {
      this.pos++
      negations++
    }
    const node = this.parsePrimary()
    if (!node) return null
    return negations % 2 === 1 ? negate(node) : node
  }

  private parsePrimary(): SearchNode | null {
    const token = this.peek()
    if (!token) return null
    if (token.type === 'term') {
      this.pos++
      return token.negated ? negate(token.term) : token.term
    }
    if (token.type === 'lparen') {
      this.pos++
      this.depth++
      const inner = this.parseOr()
      this.depth--
      if (this.peek()?.type === 'rparen') this.pos++
      return inner
    }
    if (token.type === 'rparen' && this.depth === 0) {
      // A stray closing parenthesis is ignored.
      this.pos++
    }
    // AND/OR without a left operand: the caller consumes them.
    return null
  }
}

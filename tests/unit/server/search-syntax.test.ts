import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import {
  collectionSearchCondition,
  escapeLike,
  productSearchCondition,
} from '../../../src/server/storefront/search-sql'
import {
  MAX_SEARCH_NESTING,
  MAX_SEARCH_QUERY_LENGTH,
  MAX_SEARCH_TERMS,
  parseSearchQuery,
  type SearchNode,
} from '../../../src/server/storefront/search-syntax'

/** A compact, fully parenthesised rendering of the tree, so expectations read like queries. */
function show(node: SearchNode | null): string {
  if (!node) return '∅'
  switch (node.kind) {
    case 'term':
      return `${node.field === null ? '' : `${node.field}${node.comparator}`}${JSON.stringify(node.value)}`
    case 'not':
      return `NOT ${show(node.child)}`
    case 'and':
    case 'or':
      return `(${node.children.map(show).join(node.kind === 'and' ? ' AND ' : ' OR ')})`
  }
}

const parsed = (query: string) => show(parseSearchQuery(query))

describe('parseSearchQuery: terms', () => {
  it('reads a bare word and a field:value term', () => {
    expect(parseSearchQuery('helmet')).toEqual({
      kind: 'term',
      field: null,
      comparator: ':',
      value: 'helmet',
    })
    expect(parseSearchQuery('tag:bestseller')).toEqual({
      kind: 'term',
      field: 'tag',
      comparator: ':',
      value: 'bestseller',
    })
  })

  it('gives nothing for empty and blank input', () => {
    expect(parseSearchQuery('')).toBeNull()
    expect(parseSearchQuery('   \t\n ')).toBeNull()
    expect(parseSearchQuery(null)).toBeNull()
    expect(parseSearchQuery(undefined)).toBeNull()
  })

  it('lower-cases field names but keeps values as typed', () => {
    expect(parsed('Title:Leather')).toBe('title:"Leather"')
    expect(parsed('PRODUCT_TYPE:Helmets')).toBe('product_type:"Helmets"')
  })

  it('reads double-quoted values with spaces and apostrophes', () => {
    expect(parsed(`product_type:"Men's Leather Jackets"`)).toBe(`product_type:"Men's Leather Jackets"`)
    expect(parsed('"full face" helmet')).toBe('("full face" AND "helmet")')
    expect(parsed(`Men's`)).toBe(`"Men's"`)
  })

  it('keeps wildcards where they are written', () => {
    expect(parsed('title:*leather*')).toBe('title:"*leather*"')
    expect(parsed('title:leath*')).toBe('title:"leath*"')
    expect(parsed('title:"*leather jacket*"')).toBe('title:"*leather jacket*"')
    expect(parsed('title:*"leather jacket"*')).toBe('title:"*leather jacket*"')
  })

  it('reads comparison operators on any field', () => {
    expect(parsed('price:>10')).toBe('price>"10"')
    expect(parsed('price:>=10.5')).toBe('price>="10.5"')
    expect(parsed('variants.price:<100')).toBe('variants.price<"100"')
    expect(parsed('created_at:<=2024-01-01')).toBe('created_at<="2024-01-01"')
  })

  it('takes only the first colon as the field separator', () => {
    expect(parsed('id:gid://shopify/Product/12')).toBe('id:"gid://shopify/Product/12"')
    expect(parsed('12:30')).toBe('"12:30"')
    expect(parsed('"a:b"')).toBe('"a:b"')
  })

  it('honours backslash escapes', () => {
    expect(parsed('title:\\(new\\)')).toBe('title:"(new)"')
    expect(parsed('"say \\"hi\\""')).toBe('"say \\"hi\\""')
    expect(parsed('a\\:b:c')).toBe('"a:b:c"')
  })

  it('drops terms without a value', () => {
    expect(parsed('title:')).toBe('∅')
    expect(parsed('title: helmet')).toBe('"helmet"')
    expect(parsed('""')).toBe('∅')
  })
})

describe('parseSearchQuery: operators and precedence', () => {
  it('joins whitespace-separated terms with AND', () => {
    expect(parsed('black leather jacket')).toBe('("black" AND "leather" AND "jacket")')
    expect(parsed('black AND leather')).toBe('("black" AND "leather")')
  })

  it('binds AND tighter than OR', () => {
    expect(parsed('a b OR c')).toBe('(("a" AND "b") OR "c")')
    expect(parsed('a OR b c')).toBe('("a" OR ("b" AND "c"))')
    expect(parsed('a AND b OR c AND d')).toBe('(("a" AND "b") OR ("c" AND "d"))')
  })

  it('binds NOT tighter than AND', () => {
    expect(parsed('NOT a b')).toBe('(NOT "a" AND "b")')
    expect(parsed('a OR NOT b c')).toBe('("a" OR (NOT "b" AND "c"))')
  })

  it('reads a leading dash as NOT', () => {
    expect(parsed('jacket -tag:sale')).toBe('("jacket" AND NOT tag:"sale")')
    expect(parsed('-"full face"')).toBe('NOT "full face"')
    expect(parsed('-(tag:a OR tag:b)')).toBe('NOT (tag:"a" OR tag:"b")')
  })

  it('keeps dashes inside words', () => {
    expect(parsed('t-shirt')).toBe('"t-shirt"')
    expect(parsed('tag:free-shipping')).toBe('tag:"free-shipping"')
  })

  it('cancels double negation', () => {
    expect(parsed('NOT NOT a')).toBe('"a"')
    expect(parsed('NOT -a')).toBe('"a"')
    expect(parsed('NOT NOT NOT a')).toBe('NOT "a"')
  })

  it('groups with parentheses', () => {
    expect(parsed('(a OR b) c')).toBe('(("a" OR "b") AND "c")')
    expect(parsed('title:*jacket* AND (vendor:Bell OR vendor:"Open Road")')).toBe(
      '(title:"*jacket*" AND (vendor:"Bell" OR vendor:"Open Road"))',
    )
    expect(parsed('((a))')).toBe('"a"')
  })

  it('flattens nested groups of the same operator', () => {
    expect(parsed('a OR (b OR c)')).toBe('("a" OR "b" OR "c")')
    expect(parsed('a (b c)')).toBe('("a" AND "b" AND "c")')
  })

  it('treats lower-case and/or/not as words', () => {
    expect(parsed('nuts and bolts')).toBe('("nuts" AND "and" AND "bolts")')
    expect(parsed('or')).toBe('"or"')
  })

  it('reads the queries the shop builds', () => {
    expect(parsed('title:*vest* OR tag:*vest* OR vendor:*vest*')).toBe(
      '(title:"*vest*" OR tag:"*vest*" OR vendor:"*vest*")',
    )
    expect(parsed(`product_type:"Men's Leather Jackets" OR product_type:"Women's Leather Jackets"`)).toBe(
      `(product_type:"Men's Leather Jackets" OR product_type:"Women's Leather Jackets")`,
    )
    expect(parsed('title:*chap* OR product_type:*Leather*')).toBe(
      '(title:"*chap*" OR product_type:"*Leather*")',
    )
  })
})

describe('parseSearchQuery: malformed input degrades gracefully', () => {
  const cases: [string, string][] = [
    ['"unterminated phrase', '"unterminated phrase"'],
    ['title:"open', 'title:"open"'],
    ['(a OR b', '("a" OR "b")'],
    ['a OR b)', '("a" OR "b")'],
    [')))a(((', '"a"'],
    ['()', '∅'],
    ['( ) a', '"a"'],
    ['OR', '∅'],
    ['AND a', '"a"'],
    ['a AND', '"a"'],
    ['a OR', '"a"'],
    ['OR a OR', '"a"'],
    ['a OR OR b', '("a" OR "b")'],
    ['a AND AND b', '("a" AND "b")'],
    ['NOT', '∅'],
    ['a NOT', '"a"'],
    ['NOT OR a', '"a"'],
    ['NOT ) a', '"a"'],
    ['-', '∅'],
    ['- a', '"a"'],
    ['a -', '"a"'],
    ['-(', '∅'],
    ['(NOT)', '∅'],
    ['\\', '∅'],
    ['a\\', '"a"'],
    [':', '":"'],
    ['::', '"::"'],
    ['price:>', '∅'],
    ['"(a OR b)"', '"(a OR b)"'],
  ]
  it.each(cases)('%j → %s', (query, expected) => {
    expect(parsed(query)).toBe(expected)
  })

  it(`reads at most ${MAX_SEARCH_QUERY_LENGTH} characters`, () => {
    const long = `${'x'.repeat(MAX_SEARCH_QUERY_LENGTH - 2)} abcdef`
    expect(parsed(long)).toBe(`("${'x'.repeat(MAX_SEARCH_QUERY_LENGTH - 2)}" AND "a")`)
  })

  it(`keeps at most ${MAX_SEARCH_TERMS} terms`, () => {
    const words = Array.from({ length: 150 }, (_, i) => `w${i}`)
    const node = parseSearchQuery(words.join(' OR '))
    expect(node?.kind).toBe('or')
    expect(node?.kind === 'or' && node.children.length).toBe(MAX_SEARCH_TERMS)
  })

  it(`ignores parentheses nested deeper than ${MAX_SEARCH_NESTING}`, () => {
    const deep = `${'('.repeat(400)}a OR b${')'.repeat(400)} c`
    expect(parsed(deep)).toBe('(("a" OR "b") AND "c")')
    expect(() => parseSearchQuery('('.repeat(MAX_SEARCH_QUERY_LENGTH))).not.toThrow()
    expect(parsed('NOT '.repeat(250))).toBe('∅')
  })
})

/** mulberry32: a tiny seeded generator, so a failure reproduces. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PIECES = [
  ...'abcXYZ019 \t\n()"\\-*:<>=%_\'.$é🏍'.split(''),
  'AND',
  'OR',
  'NOT',
  ' AND ',
  ' OR ',
  'NOT ',
  'title:',
  'tag:',
  'tag_not:',
  'price:>',
  'price:<=',
  'created_at:',
  'id:',
  'available_for_sale:',
  'bogus:',
  'vendor:"',
  '-(',
  '"',
  '*',
]

describe('parseSearchQuery: randomized input', () => {
  it('never throws and always compiles to renderable SQL', () => {
    const random = seededRandom(20250131)
    const dialect = new PgDialect()
    for (let n = 0; n < 4000; n++) {
      const length = Math.floor(random() * 40)
      let query = ''
      for (let i = 0; i < length; i++) query += PIECES[Math.floor(random() * PIECES.length)]
      const render = () => {
        parseSearchQuery(query)
        const product = productSearchCondition(query)
        if (product) dialect.sqlToQuery(product)
        const collection = collectionSearchCondition(query)
        if (collection) dialect.sqlToQuery(collection)
      }
      expect(render, query).not.toThrow()
    }
  })
})

describe('escapeLike', () => {
  it('escapes LIKE metacharacters in user text', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
    expect(escapeLike('plain')).toBe('plain')
  })
})

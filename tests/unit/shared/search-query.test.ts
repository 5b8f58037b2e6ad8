import { describe, expect, it } from 'vitest'
import { buildProductSearchQuery, MAX_SEARCH_WORDS, searchWords } from '../../../src/shared/search-query'

const group = (word: string) =>
  `(title:*${word}* OR tag:*${word}* OR vendor:*${word}* OR product_type:*${word}*)`

describe('buildProductSearchQuery', () => {
  it('returns an empty string when nothing is set', () => {
    expect(buildProductSearchQuery()).toBe('')
    expect(buildProductSearchQuery({})).toBe('')
    expect(buildProductSearchQuery({ text: '   ', tag: '', productType: [], availableOnly: false })).toBe('')
  })

  it('looks free text up in name, tags, brand and category', () => {
    expect(buildProductSearchQuery({ text: 'helmet' })).toBe(group('helmet'))
  })

  it('trims text and ANDs one group per word, since wildcards do not work inside quotes', () => {
    expect(buildProductSearchQuery({ text: '  red \t  flannel \n' })).toBe(
      `${group('red')} AND ${group('flannel')}`,
    )
  })

  it('turns search-syntax characters into word breaks so text cannot change the query structure', () => {
    const query = buildProductSearchQuery({ text: 'jacket) OR (vendor:x* "a\\b' })
    expect(query).toBe(
      [group('jacket'), group('OR'), group('vendor'), group('x'), group('a'), group('b')].join(' AND '),
    )
    // Only the builder's own parentheses remain: six balanced groups.
    expect(query.match(/\(/g)).toHaveLength(6)
    expect(query.match(/\)/g)).toHaveLength(6)
    expect(query).not.toContain('"')
    expect(query).not.toContain('\\')
  })

  it("still finds apostrophe words such as men's", () => {
    expect(buildProductSearchQuery({ text: "men's" })).toBe(`${group('men')} AND ${group('s')}`)
  })

  it('gives nothing for text made only of special characters', () => {
    expect(buildProductSearchQuery({ text: '"():*\\' })).toBe('')
  })

  it('filters by tag, product type and vendor, quoting values with spaces', () => {
    expect(buildProductSearchQuery({ tag: 'featured' })).toBe('tag:featured')
    expect(buildProductSearchQuery({ productType: "Men's Leather Jackets" })).toBe(
      'product_type:"Men\'s Leather Jackets"',
    )
    expect(buildProductSearchQuery({ vendor: 'Iron  Horse ' })).toBe('vendor:"Iron Horse"')
    expect(buildProductSearchQuery({ tag: 'free-shipping' })).toBe('tag:free-shipping')
  })

  it('escapes quotes and backslashes inside quoted values', () => {
    expect(buildProductSearchQuery({ vendor: 'Say "Hi"' })).toBe('vendor:"Say \\"Hi\\""')
    expect(buildProductSearchQuery({ vendor: 'a\\b' })).toBe('vendor:"a\\\\b"')
    // A colon or parenthesis in a value is quoted, not left to start a new term.
    expect(buildProductSearchQuery({ tag: 'x:(y)' })).toBe('tag:"x:(y)"')
  })

  it('matches any of several values', () => {
    expect(
      buildProductSearchQuery({ productType: ["Men's Leather Jackets", "Women's Leather Jackets"] }),
    ).toBe('(product_type:"Men\'s Leather Jackets" OR product_type:"Women\'s Leather Jackets")')
    expect(buildProductSearchQuery({ tag: ['new', ' ', 'new'] })).toBe('tag:new')
  })

  it('limits to products for sale', () => {
    expect(buildProductSearchQuery({ availableOnly: true })).toBe('available_for_sale:true')
  })

  it('joins every part with AND', () => {
    expect(
      buildProductSearchQuery({
        text: 'boot',
        tag: 'bestseller',
        productType: "Men's Riding Boots",
        vendor: 'Ridgeline',
        availableOnly: true,
      }),
    ).toBe(
      `${group('boot')} AND tag:bestseller AND product_type:"Men's Riding Boots" AND vendor:Ridgeline AND available_for_sale:true`,
    )
  })
})

describe('searchWords', () => {
  it('drops repeated words regardless of case', () => {
    expect(searchWords('Vest vest VEST leather')).toEqual(['Vest', 'leather'])
  })

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    const words = Array.from({ length: MAX_SEARCH_WORDS + 5 }, (_, i) => `w${i}`)
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_WORDS))
  })
})

describe('buildProductSearchQuery listing filters', () => {
  it('matches listing search text against the name only', () => {
    expect(buildProductSearchQuery({ name: 'Road King' })).toBe('title:*Road* AND title:*King*')
  })

  it('bounds the price inclusively and rounds to cents', () => {
    expect(buildProductSearchQuery({ minPrice: 10, maxPrice: 249.999 })).toBe(
      'variants.price:>=10 AND variants.price:<=250',
    )
    expect(buildProductSearchQuery({ minPrice: Number.NaN })).toBe('')
  })

  it('ANDs tag groups and ORs the tags inside each group', () => {
    expect(buildProductSearchQuery({ tag: 'helmets', tagGroups: [['size-m', 'size-l'], ['sale'], []] })).toBe(
      'tag:helmets AND (tag:size-m OR tag:size-l) AND tag:sale',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { parseArtworkFile } from '../../../src/server/images/artwork'
import {
  catalogueCollections,
  type GeneratedCatalogue,
  gatheringCollections,
  generateCatalogue,
  generateProductBundles,
  generateStoreBundles,
  productCountForScale,
  SEED_BASE_DATE,
  typeCollections,
} from '../../../src/server/seed/catalogue'
import { categories, findCategory } from '../../../src/server/seed/categories'
import { averageRating } from '../../../src/shared/catalogue/review-figures'
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '../../../src/shared/catalogue/reviews'

const catalogue = generateCatalogue({ scale: 1 })

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

const variantsByProduct = groupBy(catalogue.variants, (v) => v.productId)
const imagesByProduct = groupBy(catalogue.images, (i) => i.productId)
const cents = (amount: string) => Math.round(Number(amount) * 100)
const reviewsByRef = new Map<string, GeneratedCatalogue['reviews']>()
for (const review of catalogue.reviews) {
  reviewsByRef.set(review.productRef, [...(reviewsByRef.get(review.productRef) ?? []), review])
}

describe('generateCatalogue', () => {
  it('is deterministic', () => {
    const again: GeneratedCatalogue = generateCatalogue({ scale: 1 })
    expect(again).toEqual(catalogue)
  })

  it("makes each category's seedCount at scale 1, 2103 in all", () => {
    expect(catalogue.products).toHaveLength(2103)
    for (const category of categories) {
      expect(catalogue.products.filter((p) => p.category === category.slug)).toHaveLength(category.seedCount)
    }
  })

  it('scales each category by rounding', () => {
    const small = generateCatalogue({ scale: 0.1 })
    expect(small.products).toHaveLength(productCountForScale(0.1))
    for (const category of categories) {
      expect(small.products.filter((p) => p.category === category.slug)).toHaveLength(
        Math.round(category.seedCount * 0.1),
      )
    }
  })

  it('gives every product a unique, URL-safe handle, also at larger scales', () => {
    const handles = catalogue.products.map((p) => p.handle)
    expect(new Set(handles).size).toBe(handles.length)
    for (const handle of handles) expect(handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)

    const larger = new Set<string>()
    let count = 0
    for (const { product } of generateProductBundles({ scale: 4 })) {
      larger.add(product.handle)
      count++
    }
    expect(count).toBe(productCountForScale(4))
    expect(larger.size).toBe(count)
  })

  it('describes products in plain text and HTML', () => {
    for (const product of catalogue.products) {
      const sentences = product.description.split(/(?<=\.) (?=[A-Z])/)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(3)
      expect(product.descriptionHtml).toMatch(/^<p>.+<\/p>$/)
      expect(product.descriptionHtml).not.toMatch(/&(?!amp;|lt;|gt;)/)
    }
  })

  it('tags products with their category, subcategory, gender and feature flags', () => {
    for (const product of catalogue.products) {
      const category = findCategory(product.category)
      const subcategory = category?.subcategories.find((s) => s.productType === product.productType)
      expect(subcategory).toBeDefined()
      expect(product.tags).toContain(product.category)
      expect(product.tags).toContain(subcategory?.slug)
      expect(product.tags).toContain(subcategory?.gender)
      for (const tag of [...(category?.tags ?? []), ...(subcategory?.tags ?? [])])
        expect(product.tags).toContain(tag)
    }
    const share = (tag: string) => catalogue.products.filter((p) => p.tags.includes(tag)).length / 2103
    expect(share('new')).toBeCloseTo(0.2, 1)
    expect(share('bestseller')).toBeCloseTo(0.3, 1)
    // Free shipping follows the shipping rule, never a tag (src/shared/shipping.ts).
    expect(share('free-shipping')).toBe(0)
    expect(share('warranty')).toBeGreaterThan(0.05)
    expect(catalogue.products.filter((p) => p.tags.includes('featured')).length).toBeGreaterThanOrEqual(24)
  })

  it("tags no product with another category's slug, so tag:{category} counts exactly that category", () => {
    for (const category of categories) {
      const tagged = catalogue.products.filter((p) => p.tags.includes(category.slug))
      expect(tagged.every((p) => p.category === category.slug)).toBe(true)
      expect(tagged).toHaveLength(category.seedCount)
    }
  })

  it('tags every size the variants come in (none for One Size), and sale when a variant is marked down', () => {
    for (const product of catalogue.products) {
      const variants = variantsByProduct.get(product.id) ?? []
      const sizes = variants.flatMap((v) =>
        v.selectedOptions.filter((o) => o.name === 'Size').map((o) => o.value),
      )
      const expected = new Set(
        sizes.filter((size) => size !== 'One Size').map((size) => `size-${size.toLowerCase()}`),
      )
      expect(new Set(product.tags.filter((tag) => tag.startsWith('size-')))).toEqual(expected)
      const markedDown = variants.some(
        (v) => v.compareAtPrice !== null && cents(v.compareAtPrice) > cents(v.price),
      )
      expect(product.tags.includes('sale')).toBe(markedDown)
    }
    const tagged = (tag: string) => catalogue.products.some((p) => p.tags.includes(tag))
    for (const tag of ['size-xs', 'size-xxl', 'size-3xl', 'size-5xl', 'size-10', 'size-32', 'sale'])
      expect(tagged(tag), tag).toBe(true)
    expect(tagged('size-one size')).toBe(false)
    // The sale collection and the sale tag name the same products.
    const saleCollection = catalogue.collections.find((c) => c.handle === 'sale')
    const inSale = new Set(
      catalogue.collectionProducts
        .filter((m) => m.collectionId === saleCollection?.id)
        .map((m) => m.productId),
    )
    expect(new Set(catalogue.products.filter((p) => p.tags.includes('sale')).map((p) => p.id))).toEqual(
      inSale,
    )
  })

  it("takes each product's vendor from its category's vendors, and uses every one of them", () => {
    for (const category of categories) {
      const used = new Set(
        catalogue.products.filter((p) => p.category === category.slug).map((p) => p.vendor),
      )
      expect(used).toEqual(new Set(category.vendors))
    }
  })

  it("gives most products a few reviews, some none, and sums each product's up in its rating columns", () => {
    const byRef = reviewsByRef
    for (const product of catalogue.products) {
      const reviews = byRef.get(product.handle) ?? []
      expect(product.reviewCount).toBe(reviews.length)
      expect(reviews.length).toBeLessThanOrEqual(9)
      const sum = reviews.reduce((total, review) => total + review.rating, 0)
      // What the metafield says is the reviews' own average, to one decimal ("0.0" with none).
      expect(product.rating).toBe(
        reviews.length === 0 ? '0.0' : (averageRating(sum, reviews.length) ?? 0).toFixed(1),
      )
    }
    const unreviewed = catalogue.products.filter((p) => p.reviewCount === 0).length
    expect(unreviewed / catalogue.products.length).toBeGreaterThan(0.1)
    expect(unreviewed / catalogue.products.length).toBeLessThan(0.35)
    const rated = catalogue.products.filter((p) => p.reviewCount > 0).map((p) => Number(p.rating))
    const mean = rated.reduce((sum, r) => sum + r, 0) / rated.length
    expect(mean).toBeGreaterThan(3.5)
    expect(mean).toBeLessThan(4.6)
    // No figure shared by every product: ratings and counts spread.
    expect(new Set(catalogue.products.map((p) => p.rating)).size).toBeGreaterThan(20)
    expect(new Set(catalogue.products.map((p) => p.reviewCount)).size).toBe(10)
  })

  it('writes each review as a rider would: 1-5 stars, a short title and text, a first name and initial', () => {
    expect(catalogue.reviews.length).toBeGreaterThan(catalogue.products.length * 2)
    for (const review of catalogue.reviews) {
      expect([1, 2, 3, 4, 5]).toContain(review.rating)
      expect(review.title.length).toBeGreaterThan(0)
      expect(review.title.length).toBeLessThanOrEqual(REVIEW_TITLE_MAX)
      expect(review.text.length).toBeGreaterThan(0)
      expect(review.text.length).toBeLessThanOrEqual(REVIEW_TEXT_MAX)
      expect(review.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
      expect(review.createdAt.getTime()).toBeLessThan(SEED_BASE_DATE.getTime())
    }
    expect(new Set(catalogue.reviews.map((r) => r.rating)).size).toBe(5)
    expect(new Set(catalogue.reviews.map((r) => r.text)).size).toBeGreaterThan(100)
  })

  it('reviews own-label products too, each its own figures', () => {
    const byRef = reviewsByRef
    const figures = catalogue.ownProducts.map((product) => {
      const reviews = byRef.get(`own:${product.slug}`) ?? []
      return `${reviews.length}:${reviews.reduce((sum, r) => sum + r.rating, 0)}`
    })
    expect(new Set(figures).size).toBeGreaterThan(15)
    expect(figures).toContain('0:0')
  })

  it('gives every product 1-10 variants with Shopify-like titles and options', () => {
    for (const product of catalogue.products) {
      const variants = variantsByProduct.get(product.id) ?? []
      expect(variants.length).toBeGreaterThanOrEqual(1)
      expect(variants.length).toBeLessThanOrEqual(10)
      expect(variants.map((v) => v.position)).toEqual(variants.map((_, i) => i))
      expect(new Set(variants.map((v) => v.title)).size).toBe(variants.length)
      for (const variant of variants) {
        if (variant.title === 'Default Title') {
          expect(variants).toHaveLength(1)
          expect(variant.selectedOptions).toEqual([{ name: 'Title', value: 'Default Title' }])
        } else {
          const [size, colour] = variant.title.split(' / ')
          expect(variant.selectedOptions).toEqual([
            { name: 'Size', value: size },
            { name: 'Color', value: colour },
          ])
        }
      }
    }
    expect(catalogue.variants.some((v) => v.title === 'M / Black')).toBe(true)
    expect(catalogue.variants.some((v) => v.title === '10 / Brown')).toBe(true)
  })

  it('prices variants inside the category range, ending in .99 or .95', () => {
    for (const product of catalogue.products) {
      const category = findCategory(product.category)
      const [low, high] = category?.priceRange ?? [0, 0]
      const prices = (variantsByProduct.get(product.id) ?? []).map((v) => cents(v.price))
      for (const price of prices) {
        expect(price).toBeGreaterThanOrEqual(Math.round(low * 100))
        expect(price).toBeLessThanOrEqual(Math.round(high * 100))
        expect([95, 99]).toContain(price % 100)
      }
      expect(cents(product.minPrice)).toBe(Math.min(...prices))
      expect(cents(product.maxPrice)).toBe(Math.max(...prices))
    }
  })

  it('puts compare-at prices 15-40% above the price on about 30% of products', () => {
    const onSale = catalogue.products.filter((p) => p.minCompareAtPrice !== null)
    expect(onSale.length / 2103).toBeCloseTo(0.3, 1)
    for (const variant of catalogue.variants) {
      if (variant.compareAtPrice === null) continue
      const ratio = Number(variant.compareAtPrice) / Number(variant.price)
      expect(ratio).toBeGreaterThanOrEqual(1.15)
      expect(ratio).toBeLessThanOrEqual(1.4)
    }
  })

  it('sells out some variants and a few whole products, and derives availability', () => {
    const soldOutVariants = catalogue.variants.filter((v) => !v.availableForSale)
    expect(soldOutVariants.length / catalogue.variants.length).toBeGreaterThan(0.05)
    expect(soldOutVariants.length / catalogue.variants.length).toBeLessThan(0.2)
    for (const variant of soldOutVariants) expect(variant.quantityAvailable).toBe(0)
    const soldOutProducts = catalogue.products.filter((p) => !p.availableForSale)
    expect(soldOutProducts.length).toBeGreaterThan(20)
    expect(soldOutProducts.length / 2103).toBeLessThan(0.06)
    for (const product of catalogue.products) {
      const variants = variantsByProduct.get(product.id) ?? []
      expect(product.availableForSale).toBe(variants.some((v) => v.availableForSale))
      expect(product.totalInventory).toBe(variants.reduce((sum, v) => sum + v.quantityAvailable, 0))
      for (const v of variants.filter((v) => v.availableForSale)) {
        expect(v.quantityAvailable).toBeGreaterThanOrEqual(1)
        expect(v.quantityAvailable).toBeLessThanOrEqual(40)
      }
    }
  })

  it('gives every product 1-4 images, one per colourway, that its variants point at', () => {
    const urls = catalogue.images.map((i) => i.url)
    expect(new Set(urls).size).toBe(urls.length)
    for (const product of catalogue.products) {
      const images = imagesByProduct.get(product.id) ?? []
      expect(images.length).toBeGreaterThanOrEqual(1)
      expect(images.length).toBeLessThanOrEqual(4)
      for (const image of images) {
        expect(parseArtworkFile(image.url.replace('/images/products/', ''))).not.toBeNull()
        expect(image.altText?.startsWith(`${product.title} in `)).toBe(true)
      }
      for (const variant of variantsByProduct.get(product.id) ?? []) {
        const image = images[variant.imagePosition ?? -1]
        expect(image).toBeDefined()
        if (variant.title !== 'Default Title')
          expect(image?.altText).toMatch(new RegExp(`in ${variant.title.split(' / ')[1]}$`))
      }
    }
  })

  it('ranks sales as a permutation and spreads creation over the two years before 2026', () => {
    const ranks = catalogue.products.map((p) => p.salesRank).sort((a, b) => a - b)
    expect(ranks).toEqual(catalogue.products.map((_, i) => i + 1))
    for (const product of catalogue.products) {
      expect(product.createdAt.getTime()).toBeLessThanOrEqual(Date.parse('2026-01-01T00:00:00Z'))
      expect(product.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse('2024-01-01T00:00:00Z'))
      expect(product.updatedAt.getTime()).toBeGreaterThanOrEqual(product.createdAt.getTime())
    }
  })

  it('makes a collection per category plus featured, new arrivals, bestsellers, sale, the gatherings and the types', () => {
    expect(catalogue.collections.map((c) => c.handle)).toEqual([
      ...categories.map((c) => c.slug),
      'featured',
      'new-arrivals',
      'bestsellers',
      'sale',
      ...gatheringCollections.map((c) => c.handle),
      ...typeCollections.map((c) => c.handle),
    ])
    expect(catalogue.collections).toEqual(catalogueCollections())
    const byHandle = new Map(catalogue.collections.map((c) => [c.handle, c.id]))
    const products = new Map(catalogue.products.map((p) => [p.id, p]))
    const members = groupBy(catalogue.collectionProducts, (m) => m.collectionId)
    for (const [collectionId, rows] of members) {
      expect(rows.map((r) => r.position).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i))
      expect(new Set(rows.map((r) => r.productId)).size).toBe(rows.length)
      const handle = catalogue.collections.find((c) => c.id === collectionId)?.handle
      for (const row of rows) {
        const product = products.get(row.productId)
        if (handle === 'featured') expect(product?.tags).toContain('featured')
        else if (handle === 'new-arrivals') expect(product?.tags).toContain('new')
        else if (handle === 'bestsellers') expect(product?.tags).toContain('bestseller')
        else if (handle === 'sale') expect(product?.minCompareAtPrice).not.toBeNull()
        else {
          const gathering = gatheringCollections.find((c) => c.handle === handle)
          const byType = typeCollections.find((c) => c.handle === handle)
          if (gathering) expect(gathering.categories).toContain(product?.category)
          else if (byType) expect(byType.productTypes).toContain(product?.productType)
          else expect(product?.category).toBe(handle)
        }
      }
    }
    const bestsellers = (members.get(byHandle.get('bestsellers') ?? 0) ?? []).sort(
      (a, b) => a.position - b.position,
    )
    const ranks = bestsellers.map((m) => products.get(m.productId)?.salesRank ?? 0)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })
})

describe("the store's gift card", () => {
  it('follows the gear with the next ids, one variant per denomination, in no collection', () => {
    const { product, variants, images, memberships, reviews } = catalogue.giftCard
    expect(product).toMatchObject({
      id: catalogue.products.length + 1,
      handle: 'gift-card',
      productType: 'Gift Card',
      vendor: 'Open Road Moto Supply',
      minPrice: '25.00',
      maxPrice: '1000.00',
      availableForSale: true,
    })
    const lastVariant = catalogue.variants.at(-1)?.id ?? 0
    expect(variants.map((v) => [v.id, v.title, v.price])).toEqual(
      [25, 50, 100, 200, 500, 1000].map((dollars, i) => [
        lastVariant + 1 + i,
        `$${dollars}`,
        `${dollars}.00`,
      ]),
    )
    expect(images.map((i) => i.id)).toEqual([(catalogue.images.at(-1)?.id ?? 0) + 1])
    expect(memberships).toEqual([])
    expect(reviews).toEqual([])
    expect(catalogue.products.some((p) => p.handle === 'gift-card')).toBe(false)
  })

  it('is what the seed stores after the gear', () => {
    const stored = [...generateStoreBundles({ scale: 1 })]
    expect(stored).toHaveLength(catalogue.products.length + 1)
    expect(stored.at(-1)).toEqual(catalogue.giftCard)
  })
})

describe('own-API products', () => {
  const own = catalogue.ownProducts

  it('has at least 60 slug products, none sharing a slug with a storefront handle', () => {
    expect(own.length).toBeGreaterThanOrEqual(60)
    const slugs = own.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const handles = new Set(catalogue.products.map((p) => p.handle))
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(handles.has(slug)).toBe(false)
    }
    expect(new Set(own.map((p) => p.category))).toEqual(
      new Set([
        'leather-jackets',
        'vests',
        'chaps',
        'gloves',
        'boots',
        'whips',
        'jewelry',
        'helmets',
        'luggage',
        'apparel',
      ]),
    )
  })

  it('carries no free-shipping tag: the shipping rule decides that', () => {
    expect(own.filter((p) => p.tags.includes('free-shipping'))).toEqual([])
  })

  it('flags about a dozen as featured', () => {
    expect(own.filter((p) => p.featured)).toHaveLength(12)
  })

  it('prices, images and specifications are well formed', () => {
    for (const product of own) {
      expect(product.price).toMatch(/^\d+\.\d{2}$/)
      if (product.compareAtPrice !== null)
        expect(Number(product.compareAtPrice)).toBeGreaterThan(Number(product.price))
      expect(product.images.length).toBeGreaterThanOrEqual(1)
      expect(product.images.length).toBeLessThanOrEqual(4)
      for (const url of product.images)
        expect(parseArtworkFile(url.replace('/images/products/', ''))).not.toBeNull()
      for (const key of Object.keys(product.specifications)) expect(key).toMatch(/^[a-z]+([A-Z][a-z]+)*$/)
    }
    expect(own.filter((p) => Object.keys(p.specifications).length === 0).length).toBeGreaterThanOrEqual(2)
    expect(own.some((p) => 'liningMaterial' in p.specifications && 'armorRating' in p.specifications)).toBe(
      true,
    )
  })

  it('gives each its own colours, the colourways its pictures show, and sizes unless it is not sized', () => {
    for (const product of own) {
      const pictured = product.images.map(
        (url) => parseArtworkFile(url.replace('/images/products/', ''))?.colour,
      )
      expect(product.colors.map((c) => c.toLowerCase())).toEqual([...new Set(pictured)])
      expect(new Set(product.sizes).size).toBe(product.sizes.length)
    }
    const sizes = (slug: string) => own.find((p) => p.slug === slug)?.sizes
    expect(sizes('drifter-throw-over-saddlebags')).toEqual([])
    expect(sizes('classic-black-get-back-whip')).toEqual([])
    expect(sizes('hardtail-harness-boots')).toEqual(['7', '8', '9', '10', '11', '12', '13'])
    expect(sizes('skull-signet-ring')).toEqual(['8', '9', '10', '11', '12', '13'])
    // Not the same six sizes and three colours whatever the product.
    expect(new Set(own.map((p) => p.sizes.join())).size).toBeGreaterThan(5)
    expect(new Set(own.map((p) => p.colors.join())).size).toBeGreaterThan(5)
  })
})

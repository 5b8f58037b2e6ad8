import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collections, ownProducts, productImages } from '../../../src/server/db/schema'
import { artworkColours } from '../../../src/server/images/artwork'
import { seedStoreBrand } from '../../../src/server/seed/store-brand'
import { expectWellFormedSvg } from './svg-assertions'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const kinds = [
  'helmet',
  'bell',
  'visor',
  'jacket',
  'vest',
  'pants',
  'shirt',
  'boot',
  'bag',
  'glove',
  'armor',
  'mount',
  'ring',
  'chain',
  'whip',
  'chaps',
  'hoodie',
  'cap',
  'part',
  'bottle',
] as const

const get = (path: string) => testApp.app.request(path)

describe('GET /images/products/:file', () => {
  it('serves an 800 px SVG that browsers may cache for a year', async () => {
    const response = await get('/images/products/helmet-black-1203.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toContain('width="800" height="800"')
    expectWellFormedSvg(svg)
  })

  it('sizes the image from the width parameter, like the storefront CDN', async () => {
    for (const width of [16, 360, 2048]) {
      const svg = await (await get(`/images/products/jacket-brown-10.svg?width=${width}`)).text()
      expect(svg).toContain(`width="${width}" height="${width}"`)
    }
  })

  it.each(['15', '2049', 'abc', '12.5', '', '-100'])('rejects width=%s with a JSON 400', async (width) => {
    const response = await get(`/images/products/jacket-brown-10.svg?width=${width}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_width', message: expect.any(String) } })
  })

  it.each([
    'spaceship-black-1.svg',
    'helmet-purple-1.svg',
    'helmet-black.svg',
    'helmet-black-1.png',
    'Helmet-black-1.svg',
  ])('answers 404 JSON for %s', async (file) => {
    const response = await get(`/images/products/${file}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'image_not_found', message: expect.any(String) } })
  })

  it('draws every artwork kind in every colour, small and distinct', async () => {
    const seen = new Set<string>()
    for (const kind of kinds) {
      for (const colour of artworkColours) {
        const response = await get(`/images/products/${kind}-${colour}-42.svg`)
        expect(response.status).toBe(200)
        const svg = await response.text()
        expect(svg.length).toBeLessThan(3072)
        expectWellFormedSvg(svg)
        seen.add(svg)
      }
    }
    expect(seen.size).toBe(kinds.length * artworkColours.length)
  })

  it('varies the background with the number, so products of one kind and colour differ', async () => {
    const variants = new Set<string>()
    for (let n = 100; n < 120; n++)
      variants.add(await (await get(`/images/products/boot-black-${n}.svg`)).text())
    expect(variants.size).toBe(20)
  })

  it('serves every image the seeded catalogue refers to', async () => {
    const { db } = testApp
    const urls = [
      ...(await db.select({ url: productImages.url }).from(productImages)).map((r) => r.url),
      ...(await db.select({ images: ownProducts.images }).from(ownProducts)).flatMap((r) => r.images),
      ...(await db.select({ url: collections.imageUrl }).from(collections)).flatMap((r) =>
        r.url ? [r.url] : [],
      ),
    ]
    expect(urls.length).toBeGreaterThan(100)
    for (const url of urls) {
      const response = await get(url)
      expect(response.status, url).toBe(200)
    }
  })
})

describe('GET /images/brand/:file', () => {
  it('serves the store logo the emulator’s brand names, at the width asked, and nothing else', async () => {
    const logo = await get(`${seedStoreBrand.logo.path}?width=64`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await logo.text()
    expectWellFormedSvg(svg)
    expect(svg).toContain('width="64"')
    const other = await get('/images/brand/cover.svg')
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: { code: 'image_not_found', message: expect.any(String) } })
  })
})

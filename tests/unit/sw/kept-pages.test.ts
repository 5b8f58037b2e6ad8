import { describe, expect, it } from 'vitest'
import { copyToKeep, forgetFrames, mayKeepPage, pageToKeep } from '../../../sw/kept-pages'

const ORIGIN = 'https://shop.example'

const html = (cacheControl: string | null, status = 200, type = 'text/html; charset=utf-8') =>
  new Response('<html></html>', {
    status,
    headers: { 'Content-Type': type, ...(cacheControl === null ? {} : { 'Cache-Control': cacheControl }) },
  })

describe('pageToKeep', () => {
  it('keeps a page of the shop and the product pictures it showed, without its fragment', () => {
    expect(
      pageToKeep(
        {
          type: 'KEEP_PAGE',
          url: `${ORIGIN}/products?sort=price#top`,
          images: [
            `${ORIGIN}/images/products/helmet-black-7.svg?width=480`,
            `${ORIGIN}/images/products/helmet-black-7.svg?width=480`,
            'https://cdn.shopify.com/s/files/1/boot.jpg?width=320',
            'https://store.example/cdn/shop/files/jacket.jpg',
            `${ORIGIN}/assets/logo-abc.svg`,
            'https://tracker.example/pixel.gif',
            'data:image/gif;base64,R0lGOD',
            42,
          ],
        },
        ORIGIN,
      ),
    ).toEqual({
      url: `${ORIGIN}/products?sort=price`,
      images: [
        `${ORIGIN}/images/products/helmet-black-7.svg?width=480`,
        'https://cdn.shopify.com/s/files/1/boot.jpg?width=320',
        'https://store.example/cdn/shop/files/jacket.jpg',
      ],
    })
  })

  it('keeps nothing that is not a page of this shop', () => {
    for (const url of [
      'https://elsewhere.example/products',
      `${ORIGIN}/api/cart`,
      `${ORIGIN}/images/products/a.svg`,
      'javascript:alert(1)',
      'not a url',
      undefined,
    ])
      expect(pageToKeep({ type: 'KEEP_PAGE', url, images: [] }, ORIGIN), String(url)).toBeUndefined()
    expect(pageToKeep({ type: 'SKIP_WAITING' }, ORIGIN)).toBeUndefined()
    expect(pageToKeep(null, ORIGIN)).toBeUndefined()
    expect(pageToKeep({ type: 'KEEP_PAGE', url: `${ORIGIN}/shipping` }, ORIGIN)).toEqual({
      url: `${ORIGIN}/shipping`,
      images: [],
    })
  })
})

describe('mayKeepPage', () => {
  it('keeps a public page the server lets be stored', () => {
    expect(mayKeepPage(html('no-cache'))).toBe(true)
    expect(mayKeepPage(html(null))).toBe(true)
  })

  it("never keeps a shopper's page, the shell in a page's place, an error or not-found page, or what is not HTML", () => {
    expect(mayKeepPage(html('private, no-store'))).toBe(false)
    expect(mayKeepPage(html('no-store'))).toBe(false)
    expect(mayKeepPage(html('Private'))).toBe(false)
    expect(mayKeepPage(html('no-cache', 404))).toBe(false)
    expect(mayKeepPage(html('no-cache', 500))).toBe(false)
    expect(mayKeepPage(html('no-cache', 200, 'application/json'))).toBe(false)
  })
})

describe('copyToKeep', () => {
  it('asks for the copy without cookies, marked as one to keep', () => {
    const request = copyToKeep(`${ORIGIN}/products`)
    expect(request.credentials).toBe('omit')
    expect(request.headers.get('Keep-Page')).toBe('1')
  })
})

describe('forgetFrames', () => {
  it("removes the kept shopper pages' frames and leaves the other kept pages", async () => {
    const kept = new Map<string, Response>([
      [`${ORIGIN}/cart`, new Response('frame', { headers: { 'Keep-Page': 'frame' } })],
      [`${ORIGIN}/products`, html('no-cache')],
    ])
    await forgetFrames({
      keys: async () => [...kept.keys()].map((url) => new Request(url)),
      match: async (request) => kept.get(new Request(request).url),
      delete: async (request) => kept.delete(new Request(request).url),
    })
    expect([...kept.keys()]).toEqual([`${ORIGIN}/products`])
  })
})

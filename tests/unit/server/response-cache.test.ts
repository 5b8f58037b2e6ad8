import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ResponseCache } from '../../../src/server/storefront/response-cache'

function clockedCache(options: { ttlMs: number; maxChars: number }) {
  let now = 0
  const cache = new ResponseCache(options, () => now)
  return { cache, advance: (ms: number) => (now += ms) }
}

describe('ResponseCache', () => {
  it('serves an answer until its time is up', () => {
    const { cache, advance } = clockedCache({ ttlMs: 1000, maxChars: 100 })
    cache.set('a', '{"a":1}')
    advance(999)
    expect(cache.get('a')?.json).toBe('{"a":1}')
    advance(1)
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the least recently used answers past its size', () => {
    const { cache } = clockedCache({ ttlMs: 1000, maxChars: 10 })
    cache.set('a', 'aaaa')
    cache.set('b', 'bbbb')
    expect(cache.get('a')?.json).toBe('aaaa') // now b is the least recently used
    cache.set('c', 'cccc')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.json).toBe('aaaa')
    expect(cache.get('c')?.json).toBe('cccc')
  })

  it('keeps nothing larger than its whole size, and replaces an answer in place', () => {
    const { cache } = clockedCache({ ttlMs: 1000, maxChars: 4 })
    cache.set('big', 'xxxxx')
    expect(cache.get('big')).toBeUndefined()
    cache.set('a', 'aa')
    cache.set('a', 'aaaa')
    expect(cache.get('a')?.json).toBe('aaaa')
  })
})

describe('ResponseCache.getOrCompute', () => {
  it('works an answer out once for callers that ask at the same time, and keeps it', async () => {
    const { cache } = clockedCache({ ttlMs: 1000, maxChars: 100 })
    let computed = 0
    const compute = async () => {
      computed++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { json: '{"ok":true}', keep: true }
    }
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrCompute('q', compute)))
    expect(answers.map((answer) => answer.json)).toEqual(['{"ok":true}', '{"ok":true}', '{"ok":true}'])
    expect((await cache.getOrCompute('q', compute)).json).toBe('{"ok":true}')
    expect(computed).toBe(1)
  })

  it('works an answer out again when it was not to be kept or failed', async () => {
    const { cache } = clockedCache({ ttlMs: 1000, maxChars: 100 })
    let computed = 0
    const notKept = async () => {
      computed++
      return { json: '{"errors":[]}', keep: false }
    }
    await cache.getOrCompute('q', notKept)
    await cache.getOrCompute('q', notKept)
    expect(computed).toBe(2)
    await expect(cache.getOrCompute('f', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    )
    expect((await cache.getOrCompute('f', async () => ({ json: '1', keep: true }))).json).toBe('1')
  })
})

describe('Answer', () => {
  it('is compressed once per encoding, and decompresses to its JSON', async () => {
    const { cache } = clockedCache({ ttlMs: 1000, maxChars: 10_000 })
    const json = JSON.stringify({
      products: Array.from({ length: 50 }, (_, i) => ({ title: `Helmet ${i}` })),
    })
    const answer = cache.set('q', json)
    const br = answer.encoded('br')
    expect(answer.encoded('br')).toBe(br)
    expect(brotliDecompressSync(await br).toString('utf8')).toBe(json)
    expect(gunzipSync(await answer.encoded('gzip')).toString('utf8')).toBe(json)
    expect((await br).length).toBeLessThan(json.length / 4)
  })

  it('forgets every answer when cleared, and has room for its whole size again', () => {
    const { cache } = clockedCache({ ttlMs: 1000, maxChars: 8 })
    cache.set('a', 'aaaa')
    cache.set('b', 'bbbb')
    cache.clear()
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeUndefined()
    cache.set('c', 'cccc')
    cache.set('d', 'dddd')
    expect(cache.get('c')?.json).toBe('cccc')
    expect(cache.get('d')?.json).toBe('dddd')
  })
})

import { describe, expect, it } from 'vitest'
import {
  createRetryingFetch,
  DEFAULT_RETRY_WAIT_MS,
  MAX_RETRY_WAIT_MS,
  retryAfterMs,
} from '../../../../src/lib/storefront/retry-fetch'

const URL_ = 'https://shop.example.com/api/2025-01/graphql.json'
const NOW = Date.parse('2025-03-01T12:00:00Z')

interface Call {
  input: RequestInfo | URL
  init: RequestInit | undefined
}

/** A fetch that answers with the given responses in order and records what it was sent. */
function fakeFetch(...responses: (() => Response)[]) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ input, init })
    const next = responses[Math.min(calls.length - 1, responses.length - 1)]
    if (!next) throw new Error('fakeFetch: no response configured')
    return next()
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

function fakeSleep() {
  const waits: number[] = []
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  return { sleep, waits }
}

const status = (code: number, headers?: Record<string, string>) => () =>
  new Response(`status ${code}`, { status: code, headers })
const ok = () => new Response('{"data":{}}', { status: 200, headers: { 'Content-Type': 'application/json' } })

describe('createRetryingFetch', () => {
  it('returns a successful response as it is, in one attempt', async () => {
    const { fetch, calls } = fakeFetch(ok)
    const { sleep, waits } = fakeSleep()
    const response = await createRetryingFetch({ retries: 3, fetch, sleep })(URL_, { method: 'POST' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: {} })
    expect(calls).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('retries a 429 after Retry-After seconds and returns the later success', async () => {
    const { fetch, calls } = fakeFetch(status(429, { 'Retry-After': '2' }), ok)
    const { sleep, waits } = fakeSleep()
    const body = JSON.stringify({ query: '{ shop { name } }' })
    const response = await createRetryingFetch({ retries: 2, fetch, sleep })(URL_, { method: 'POST', body })
    expect(response.status).toBe(200)
    expect(waits).toEqual([2000])
    expect(calls).toHaveLength(2)
    // The same request, body included, is sent again.
    expect(calls[1]?.input).toBe(URL_)
    expect(calls[1]?.init?.body).toBe(body)
  })

  it('waits until a Retry-After HTTP date', async () => {
    const retryAt = new Date(NOW + 5000).toUTCString()
    const { fetch } = fakeFetch(status(503, { 'Retry-After': retryAt }), ok)
    const { sleep, waits } = fakeSleep()
    await createRetryingFetch({ retries: 1, fetch, sleep, now: () => NOW })(URL_)
    expect(waits).toEqual([5000])
  })

  it('waits 1000 ms when Retry-After is absent or unreadable', async () => {
    const { fetch } = fakeFetch(status(503), status(429, { 'Retry-After': 'soon' }), ok)
    const { sleep, waits } = fakeSleep()
    const response = await createRetryingFetch({ retries: 3, fetch, sleep })(URL_)
    expect(response.status).toBe(200)
    expect(waits).toEqual([1000, 1000])
  })

  it('makes retries + 1 attempts, then returns the last 429/503 response', async () => {
    for (const retries of [0, 1, 3]) {
      const { fetch, calls } = fakeFetch(status(429, { 'Retry-After': '1' }))
      const { sleep, waits } = fakeSleep()
      const response = await createRetryingFetch({ retries, fetch, sleep })(URL_)
      expect(response.status).toBe(429)
      expect(await response.text()).toBe('status 429')
      expect(calls).toHaveLength(retries + 1)
      expect(waits).toHaveLength(retries)
    }
  })

  it('does not retry other error statuses', async () => {
    for (const code of [500, 404, 401, 400, 502]) {
      const { fetch, calls } = fakeFetch(status(code), ok)
      const { sleep, waits } = fakeSleep()
      const response = await createRetryingFetch({ retries: 3, fetch, sleep })(URL_)
      expect(response.status).toBe(code)
      expect(calls).toHaveLength(1)
      expect(waits).toEqual([])
    }
  })

  it('passes network errors through without retrying', async () => {
    let attempts = 0
    const fetch = (async () => {
      attempts++
      throw new TypeError('Failed to fetch')
    }) as typeof globalThis.fetch
    const { sleep, waits } = fakeSleep()
    await expect(createRetryingFetch({ retries: 3, fetch, sleep })(URL_)).rejects.toThrow(TypeError)
    expect(attempts).toBe(1)
    expect(waits).toEqual([])
  })

  it('rejects with the abort reason when aborted during the wait, without another attempt', async () => {
    const { fetch, calls } = fakeFetch(status(429, { 'Retry-After': '10' }), ok)
    const controller = new AbortController()
    const reason = new Error('shopper left the page')
    let sleepStarted = () => {}
    const started = new Promise<void>((resolve) => {
      sleepStarted = resolve
    })
    // A sleep that never ends on its own: only the abort can end the wait.
    const sleep = () => {
      sleepStarted()
      return new Promise<void>(() => {})
    }
    const pending = createRetryingFetch({ retries: 3, fetch, sleep })(URL_, { signal: controller.signal })
    await started
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    expect(calls).toHaveLength(1)
  })

  it('does not wait at all when the signal is already aborted after a 429', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeFetch(() => {
      controller.abort()
      return status(429)()
    }, ok)
    const { sleep, waits } = fakeSleep()
    const pending = createRetryingFetch({ retries: 3, fetch, sleep })(URL_, { signal: controller.signal })
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(waits).toEqual([])
    expect(calls).toHaveLength(1)
  })

  it('ends the default timer wait early on abort', async () => {
    const { fetch } = fakeFetch(status(503, { 'Retry-After': '30' }), ok)
    const controller = new AbortController()
    const pending = createRetryingFetch({ retries: 1, fetch })(URL_, { signal: controller.signal })
    const startedAt = Date.now()
    setTimeout(() => controller.abort(new Error('cancelled')), 20)
    await expect(pending).rejects.toThrow('cancelled')
    expect(Date.now() - startedAt).toBeLessThan(5000)
  })

  it('sends a fresh copy of a Request, body included, on every attempt', async () => {
    const bodies: string[] = []
    const fetch = (async (input: RequestInfo | URL) => {
      bodies.push(await (input as Request).text())
      return bodies.length === 1 ? status(429, { 'Retry-After': '0' })() : ok()
    }) as typeof globalThis.fetch
    const { sleep, waits } = fakeSleep()
    const request = new Request(URL_, { method: 'POST', body: '{"query":"{ shop { name } }"}' })
    const response = await createRetryingFetch({ retries: 1, fetch, sleep })(request)
    expect(response.status).toBe(200)
    expect(bodies).toEqual(['{"query":"{ shop { name } }"}', '{"query":"{ shop { name } }"}'])
    expect(waits).toEqual([0])
  })

  it('sends a one-shot stream body only once', async () => {
    const { fetch, calls } = fakeFetch(status(503), ok)
    const { sleep } = fakeSleep()
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{}'))
        controller.close()
      },
    })
    const init = { method: 'POST', body, duplex: 'half' } as RequestInit
    const response = await createRetryingFetch({ retries: 3, fetch, sleep })(URL_, init)
    expect(response.status).toBe(503)
    expect(calls).toHaveLength(1)
  })

  it('refuses a negative or fractional retry count', () => {
    expect(() => createRetryingFetch({ retries: -1 })).toThrow(RangeError)
    expect(() => createRetryingFetch({ retries: 1.5 })).toThrow(RangeError)
  })
})

describe('retryAfterMs', () => {
  it('reads delta seconds', () => {
    expect(retryAfterMs('0', NOW)).toBe(0)
    expect(retryAfterMs(' 3 ', NOW)).toBe(3000)
    expect(retryAfterMs('1.5', NOW)).toBe(1500)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    expect(retryAfterMs(new Date(NOW + 12_000).toUTCString(), NOW)).toBe(12_000)
    expect(retryAfterMs(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0)
    // The obsolete RFC 850 form is still accepted by HTTP clients.
    expect(retryAfterMs('Saturday, 01-Mar-25 12:00:10 GMT', NOW)).toBe(10_000)
  })

  it('falls back to 1000 ms when absent or unreadable', () => {
    expect(DEFAULT_RETRY_WAIT_MS).toBe(1000)
    for (const value of [null, '', 'soon', '-5', '1e3']) {
      expect(retryAfterMs(value, NOW), String(value)).toBe(1000)
    }
  })

  it(`caps the wait at ${MAX_RETRY_WAIT_MS} ms`, () => {
    expect(retryAfterMs('3600', NOW)).toBe(MAX_RETRY_WAIT_MS)
    expect(retryAfterMs(new Date(NOW + 3_600_000).toUTCString(), NOW)).toBe(MAX_RETRY_WAIT_MS)
  })
})

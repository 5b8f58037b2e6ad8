/**
 * A `fetch` that retries storefront requests answered with 429 or 503, honouring Retry-After.
 *
 * Only HTTP answers are retried. A network error (fetch rejects with TypeError) is passed straight
 * through: being offline is handled by the cache and the offline layer, not by hammering the network.
 *
 * Every attempt sends the same request again, so the body must be re-sendable: strings (what GraphQL
 * clients send), URLSearchParams, Blob, ArrayBuffer and FormData are; a `Request` input is cloned per
 * attempt. A ReadableStream body can only be read once, so such requests are sent a single time.
 */

export const RETRY_STATUS_CODES: readonly number[] = [429, 503]
/** Wait used when Retry-After is absent or unreadable, as Shopify's client does. */
export const DEFAULT_RETRY_WAIT_MS = 1000
/** A server asking for minutes would leave the shopper staring at a spinner; give up waiting sooner. */
export const MAX_RETRY_WAIT_MS = 30_000

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export interface RetryingFetchOptions {
  /** How many times to retry after the first attempt (0 = never). */
  retries: number
  fetch?: typeof fetch
  /** Injected in tests; the default is a timer that is cleared on abort. */
  sleep?: Sleep
  /** Milliseconds since the epoch, for Retry-After given as an HTTP date. */
  now?: () => number
}

/**
 * Milliseconds to wait for a Retry-After value: delta seconds ("120") or an HTTP date relative to
 * `now`; the default when absent or unreadable; never negative, never over MAX_RETRY_WAIT_MS.
 */
export function retryAfterMs(value: string | null, now: number): number {
  const text = value?.trim() ?? ''
  let wait = DEFAULT_RETRY_WAIT_MS
  if (/^\d+(\.\d+)?$/.test(text)) {
    wait = Number(text) * 1000
  } else if (/^[a-z]{3}/i.test(text)) {
    // HTTP dates start with the weekday; Date.parse alone would also take "-5" as a year.
    const date = Date.parse(text)
    if (!Number.isNaN(date)) wait = date - now
  }
  return Math.min(Math.max(wait, 0), MAX_RETRY_WAIT_MS)
}

const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError')
}

/** Sleeps, but rejects with the abort reason as soon as the signal fires, whatever `sleep` does. */
async function waitUnlessAborted(sleep: Sleep, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return sleep(ms)
  if (signal.aborted) throw abortReason(signal)
  let onAbort = () => {}
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortReason(signal))
    signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    await Promise.race([sleep(ms, signal), aborted])
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}

function isStreamBody(init: RequestInit | undefined): boolean {
  return typeof ReadableStream !== 'undefined' && init?.body instanceof ReadableStream
}

export function createRetryingFetch(options: RetryingFetchOptions): typeof fetch {
  const { retries } = options
  if (!Number.isInteger(retries) || retries < 0) {
    throw new RangeError(`retries must be a whole number of at least 0, got ${String(retries)}`)
  }
  const sleep = options.sleep ?? defaultSleep
  const now = options.now ?? Date.now

  return async function retryingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const baseFetch = options.fetch ?? globalThis.fetch
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const maxRetries = isStreamBody(init) ? 0 : retries
    for (let attempt = 0; ; attempt++) {
      const isLast = attempt >= maxRetries
      // The original Request's body is consumed by sending it, so every attempt but the last gets a copy.
      const request = input instanceof Request && !isLast ? input.clone() : input
      const response = await baseFetch(request, init)
      if (isLast || !RETRY_STATUS_CODES.includes(response.status)) return response
      const wait = retryAfterMs(response.headers.get('Retry-After'), now())
      // Frees the connection held by the unread body of the answer we are discarding.
      await response.body?.cancel().catch(() => {})
      await waitUnlessAborted(sleep, wait, signal ?? undefined)
    }
  }
}

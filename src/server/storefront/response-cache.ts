import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import type { ContentEncoding } from '../http/encoding'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Answers of the storefront emulator, kept for a short while. The catalogue only changes when the
 * seed runs at start-up and when a review moves a product's rating (which clears the cache), so the
 * same document with the same variables gives the same answer; a
 * listing's first page is asked for by every shopper who opens it, and graphql-js plus the database
 * cost milliseconds where a cached string costs microseconds (the 100-connection budget in
 * docs/performance.md). The time limit bounds how stale an answer can be if another process reseeds
 * a shared database.
 */
export interface ResponseCacheOptions {
  /** How long an answer is served from memory. */
  ttlMs: number
  /**
   * The most characters of JSON kept at once; the least recently used answers go first. (Their
   * compressed forms, made on demand, add about a fifth.)
   */
  maxChars: number
}

const compressors: Record<ContentEncoding, (text: string) => Promise<Buffer>> = {
  // Quality 5: most of the size win for a fraction of brotli's top-quality cost, once per answer.
  br: (text) => brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => gzipAsync(text),
}

/** A kept answer: its JSON, and each compressed form made the first time a client accepts it. */
export class Answer {
  private readonly encodings = new Map<ContentEncoding, Promise<Buffer>>()
  private utf8: Uint8Array<ArrayBuffer> | undefined

  constructor(readonly json: string) {}

  /** The JSON as UTF-8, made once instead of once per request. */
  get bytes(): Uint8Array<ArrayBuffer> {
    this.utf8 ??= new TextEncoder().encode(this.json)
    return this.utf8
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.encodings.get(encoding)
    if (!bytes) {
      bytes = compressors[encoding](this.json)
      this.encodings.set(encoding, bytes)
    }
    return bytes
  }
}

interface Entry {
  answer: Answer
  expiresAt: number
}

export const DEFAULT_RESPONSE_CACHE: ResponseCacheOptions = { ttlMs: 60_000, maxChars: 32 * 1024 * 1024 }

export class ResponseCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  private readonly entries = new Map<string, Entry>()
  /** Answers being worked out: a hundred shoppers opening the same listing at once cost one query. */
  private readonly pending = new Map<string, Promise<Answer>>()
  private chars = 0

  constructor(
    private readonly options: ResponseCacheOptions = DEFAULT_RESPONSE_CACHE,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept answer for `key`, else the one being worked out for it, else `compute`'s, kept when it
   * says so.
   */
  async getOrCompute(key: string, compute: () => Promise<{ json: string; keep: boolean }>): Promise<Answer> {
    const kept = this.get(key)
    if (kept !== undefined) return kept
    const inFlight = this.pending.get(key)
    if (inFlight) return inFlight
    const answer = compute().then(({ json, keep }) => (keep ? this.set(key, json) : new Answer(json)))
    this.pending.set(key, answer)
    try {
      return await answer
    } finally {
      this.pending.delete(key)
    }
  }

  get(key: string): Answer | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.remove(key, entry)
    if (entry.expiresAt <= this.now()) return undefined
    this.entries.set(key, entry)
    this.chars += entry.answer.json.length
    return entry.answer
  }

  /** Keeps `json` (unless it is larger than the whole cache) and returns it as an answer. */
  set(key: string, json: string): Answer {
    const answer = new Answer(json)
    if (json.length > this.options.maxChars) return answer
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    this.entries.set(key, { answer, expiresAt: this.now() + this.options.ttlMs })
    this.chars += json.length
    for (const [oldestKey, oldest] of this.entries) {
      if (this.chars <= this.options.maxChars) break
      this.remove(oldestKey, oldest)
    }
    return answer
  }

  /**
   * Forgets every kept answer: the catalogue changed under them (a new review moves a product's
   * rating metafields). Answers being worked out still go to the callers waiting for them.
   */
  clear(): void {
    this.entries.clear()
    this.chars = 0
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key)
    this.chars -= entry.answer.json.length
  }
}

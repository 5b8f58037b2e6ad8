/**
 * Answers of the storefront emulator, kept for a short while. The catalogue only changes when the
 * seed runs at start-up, so the same document with the same variables gives the same answer; a
 * listing's first page is asked for by every shopper who opens it, and graphql-js plus the database
 * cost milliseconds where a cached string costs microseconds (issue 7's 100-connection budget).
 * The time limit bounds how stale an answer can be if another process reseeds a shared database.
 */
export interface ResponseCacheOptions {
  /** How long an answer is served from memory. */
  ttlMs: number
  /** The most characters of JSON kept at once; the least recently used answers go first. */
  maxChars: number
}

interface Entry {
  json: string
  expiresAt: number
}

export const DEFAULT_RESPONSE_CACHE: ResponseCacheOptions = { ttlMs: 60_000, maxChars: 32 * 1024 * 1024 }

export class ResponseCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  private readonly entries = new Map<string, Entry>()
  /** Answers being worked out: a hundred shoppers opening the same listing at once cost one query. */
  private readonly pending = new Map<string, Promise<string>>()
  private chars = 0

  constructor(
    private readonly options: ResponseCacheOptions = DEFAULT_RESPONSE_CACHE,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept answer for `key`, else the one being worked out for it, else `compute`'s, kept when it
   * says so.
   */
  async getOrCompute(key: string, compute: () => Promise<{ json: string; keep: boolean }>): Promise<string> {
    const kept = this.get(key)
    if (kept !== undefined) return kept
    const inFlight = this.pending.get(key)
    if (inFlight) return inFlight
    const answer = compute().then(({ json, keep }) => {
      if (keep) this.set(key, json)
      return json
    })
    this.pending.set(key, answer)
    try {
      return await answer
    } finally {
      this.pending.delete(key)
    }
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.remove(key, entry)
    if (entry.expiresAt <= this.now()) return undefined
    this.entries.set(key, entry)
    this.chars += entry.json.length
    return entry.json
  }

  set(key: string, json: string): void {
    if (json.length > this.options.maxChars) return
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    this.entries.set(key, { json, expiresAt: this.now() + this.options.ttlMs })
    this.chars += json.length
    for (const [oldestKey, oldest] of this.entries) {
      if (this.chars <= this.options.maxChars) break
      this.remove(oldestKey, oldest)
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key)
    this.chars -= entry.json.length
  }
}

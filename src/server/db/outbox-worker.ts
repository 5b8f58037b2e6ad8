import { sql } from 'drizzle-orm'

/*
 * What the shop's outboxes share (src/server/mail/outbox.ts, the stand-in checkout's webhooks in
 * src/server/stand-in-checkout/webhook-outbox.ts): rows written with their cause, claimed by a
 * worker a batch at a time, delivered, retried with back-off.
 */

/** The wait before the next try after `attempts` failed ones: 5 s, 10 s, 20 s… at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000)
}

/** The database's clock `ms` from now (the database's, so every process agrees on it). */
export const afterNow = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`

/** Claims and delivers due rows until none is left; resolves with how many were tried. */
export async function deliverAllDue<Row>(
  claim: () => Promise<Row[]>,
  deliver: (row: Row) => Promise<void>,
): Promise<number> {
  let tried = 0
  for (;;) {
    const rows = await claim()
    if (rows.length === 0) return tried
    for (const row of rows) await deliver(row)
    tried += rows.length
  }
}

/**
 * Runs `deliverDue` at start, every `pollMs` (retries, and rows other processes wrote) and when
 * woken; one run at a time, and a wake during a run runs it once more after.
 */
export function pollingWorker(
  deliverDue: () => Promise<unknown>,
  options: { pollMs: number; onError: (error: unknown) => void },
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false
  let stopped = true

  function run() {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await deliverDue().catch(options.onError)
      } while (again && !stopped)
    })().finally(() => {
      running = null
    })
    return running
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      void run().then(schedule)
    }, options.pollMs)
    timer.unref()
  }

  return {
    /** Starts delivering: at once, then every `pollMs`. */
    start() {
      if (!stopped) return
      stopped = false
      void run().then(schedule)
    },
    /** Delivers soon, without waiting for the next poll (call after committing a row). */
    wake() {
      if (!stopped) void run()
    },
    /** Stops polling and waits for a delivery under way. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

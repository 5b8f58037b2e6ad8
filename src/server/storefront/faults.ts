import { setTimeout as sleep } from 'node:timers/promises'
import { Hono, type MiddlewareHandler } from 'hono'
import * as z from 'zod/mini'
import { readJsonBody } from '../http/json-body'
import type { Logger } from '../logger'

/**
 * Test-only storefront faults: with `STOREFRONT_FAULTS=1` (never in a normal run) tests can make
 * the emulator slow, throttled (429 + Retry-After), unavailable (503) or answer malformed JSON, to
 * show the client retries (429 and 503, honouring Retry-After) and the shop still shows cached data
 * or a clear error.
 */

export const MAX_FAULT_LATENCY_MS = 10_000
export const MAX_FAULT_RETRY_AFTER_SECONDS = 120
const MAX_FAULT_TIMES = 10_000

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number(`${field} must be a number.`)
    .check(
      z.int(`${field} must be a whole number.`),
      z.minimum(min, `${field} must be at least ${min}.`),
      z.maximum(max, `${field} can be at most ${max}.`),
    )

/** `PUT /api/test/storefront-faults`: what every storefront request answers until `times` have been. */
export const storefrontFaultsSchema = z
  .strictObject({
    /** Waited before answering, whatever the answer. */
    latencyMs: z._default(wholeNumber('latencyMs', 0, MAX_FAULT_LATENCY_MS), 0),
    /** Answered instead of running the query, in Shopify's `{ errors: [...] }` envelope. */
    status: z._default(
      z.nullable(z.union([z.literal(429), z.literal(503)], { error: 'status must be 429, 503 or null.' })),
      null,
    ),
    /** Sent as Retry-After with `status`; without it the client waits its default. */
    retryAfterSeconds: z._default(
      z.nullable(wholeNumber('retryAfterSeconds', 0, MAX_FAULT_RETRY_AFTER_SECONDS)),
      null,
    ),
    /** A 200 whose JSON body is cut off half-way. */
    malformedJson: z._default(z.boolean('malformedJson must be true or false.'), false),
    /** How many storefront requests to affect before answering normally again; null: until cleared. */
    times: z._default(z.nullable(wholeNumber('times', 1, MAX_FAULT_TIMES)), null),
  })
  .check(
    z.refine(
      (faults) => faults.retryAfterSeconds === null || faults.status !== null,
      'retryAfterSeconds goes with a status (429 or 503).',
    ),
    z.refine(
      (faults) => faults.status === null || !faults.malformedJson,
      'Choose either a status or malformedJson, not both.',
    ),
    z.refine(
      (faults) => faults.latencyMs > 0 || faults.status !== null || faults.malformedJson,
      'Name a fault: latencyMs, status or malformedJson (DELETE clears the faults).',
    ),
  )

export type StorefrontFaults = z.output<typeof storefrontFaultsSchema>

/** The faults in force, with how many requests they still affect (null: every one). */
export interface ActiveStorefrontFaults extends StorefrontFaults {
  remaining: number | null
}

const STATUS_ERRORS = {
  429: { message: 'Throttled', code: 'THROTTLED' },
  503: { message: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE' },
} as const

/** A JSON answer cut off mid-way, as a dropped connection or a broken proxy would leave it. */
const MALFORMED_JSON = '{"data":{"products":{"edges":[{"node":{"id":"gid://shopify/Product/1","title":"Cut'

/**
 * The fault switch of one emulator: `middleware` goes in front of its GraphQL route, `controlRoutes`
 * is mounted at `/test/storefront-faults` (PUT sets, GET reads, DELETE clears).
 */
export function createStorefrontFaults(logger?: Logger) {
  let active: ActiveStorefrontFaults | null = null

  /** The faults for the request arriving now, counting it against `times`. */
  function takeFaults(): StorefrontFaults | null {
    const faults = active
    if (!faults) return null
    if (faults.remaining !== null) {
      faults.remaining--
      if (faults.remaining <= 0) active = null
    }
    return faults
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const faults = takeFaults()
    if (!faults) return next()
    if (faults.latencyMs > 0) await sleep(faults.latencyMs)
    c.header('Access-Control-Allow-Origin', '*')
    if (faults.status !== null) {
      const { message, code } = STATUS_ERRORS[faults.status]
      if (faults.retryAfterSeconds !== null) c.header('Retry-After', String(faults.retryAfterSeconds))
      return c.json({ errors: [{ message, extensions: { code } }] }, faults.status)
    }
    if (faults.malformedJson) return c.body(MALFORMED_JSON, 200, { 'Content-Type': 'application/json' })
    return next()
  }

  const controlRoutes = new Hono()
    .get('/', (c) => c.json({ faults: active }))
    .put('/', async (c) => {
      const faults = await readJsonBody(c, storefrontFaultsSchema)
      active = { ...faults, remaining: faults.times }
      logger?.warn({ faults }, 'storefront faults set')
      return c.json({ faults: active })
    })
    .delete('/', (c) => {
      active = null
      return c.json({ faults: null })
    })

  return { middleware, controlRoutes }
}

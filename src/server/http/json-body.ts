import { Readable } from 'node:stream'
import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import * as z from 'zod/mini'
import { HttpError } from './errors'

/** Enough for any form the shop has; larger bodies are refused before they are parsed. */
export const DEFAULT_JSON_BODY_LIMIT = 16 * 1024

/** A `\u0000` escape (not an escaped backslash before "u0000"): JSON's only way to write U+0000. */
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/

/** Half of a UTF-16 surrogate pair without its other half: JSON can write one (`"\ud800"`), Unicode has none. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Whether any string in `value` (keys included) holds a lone surrogate, which Postgres cannot store.
 * Walked with a list, not recursion: 16 KB of `[` nests 16,000 deep.
 */
function holdsLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return true
    } else if (Array.isArray(item)) {
      pending.push(...item)
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true
        pending.push(inner)
      }
    }
  }
  return false
}

/**
 * Reads the request's JSON body and validates it with `schema`. Throws HttpError 415 when the body is
 * not declared as JSON, 413 when it is larger than `limit` bytes, 400 `invalid_json` when it does not
 * parse, and 400 `invalid_request` for text holding U+0000 or half a surrogate pair, or naming the first
 * field that fails the schema.
 */
export async function readJsonBody<Schema extends z.core.$ZodType>(
  c: Context,
  schema: Schema,
  options: { limit?: number } = {},
): Promise<z.output<Schema>> {
  const limit = options.limit ?? DEFAULT_JSON_BODY_LIMIT
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON, with the header Content-Type: application/json.',
    )
  }
  const bytes = await readBodyBytes(c, limit)
  let text: string
  let value: unknown
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.')
  }
  // Postgres text and jsonb cannot hold U+0000: let through, it would fail the write with a 500.
  if (NUL_ESCAPE.test(text)) {
    throw new HttpError(
      400,
      'invalid_request',
      'Text in the request body cannot contain the character U+0000.',
    )
  }

  // Nor can it take text that is not Unicode (a lone `\ud800`): the query would fail with a 500.
  if (holdsLoneSurrogate(value)) {
    throw new HttpError(400, 'invalid_request', 'Text in the request body must be valid Unicode.')
  }

  const result = z.safeParse(schema, value)
  if (!result.success) throw new HttpError(400, 'invalid_request', describeIssue(result.error.issues[0]))
  return result.data
}

/**
 * The request body, at most `limit` bytes, else HttpError 413. A declared length over the limit is
 * refused before reading; Content-Length can also be missing (chunked) or lie, so what arrives is
 * counted too.
 */
export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array> {
  const declaredLength = Number(c.req.header('content-length'))
  if (declaredLength > limit) throw tooLarge(limit)
  // Under Node's server, straight from the socket's stream: a web ReadableStream made around it
  // costs the storefront's hottest answers more than the answers themselves (docs/performance.md).
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming
  const fromNode = incoming instanceof Readable ? incoming : undefined
  const chunks: Uint8Array[] = []
  let size = 0
  const take = (chunk: Uint8Array) => {
    size += chunk.byteLength
    if (size > limit) throw tooLarge(limit)
    chunks.push(chunk)
  }
  if (fromNode) {
    try {
      for await (const chunk of fromNode) take(chunk as Buffer)
    } catch (error) {
      // The rest is read and dropped, so the 413 answer still reaches the client.
      fromNode.resume()
      throw error
    }
  } else {
    const body = c.req.raw.body
    if (!body) return new Uint8Array()
    const reader = body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      try {
        take(value)
      } catch (error) {
        await reader.cancel()
        throw error
      }
    }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function tooLarge(limit: number) {
  return new HttpError(413, 'payload_too_large', `The request body can be at most ${limit} bytes.`)
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request body is not valid.'
  if (issue.path.length > 0) return `${issue.path.map(String).join('.')}: ${issue.message}`
  if (issue.code === 'invalid_type') return `The request body must be a JSON ${issue.expected}.`
  return issue.message
}

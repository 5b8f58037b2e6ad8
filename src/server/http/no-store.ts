import type { MiddlewareHandler } from 'hono'

/**
 * For answers that carry a signed-in shopper's data (errors included): no shared cache, proxy or
 * service worker may keep them (docs/decisions/0012-installable-and-offline.md).
 */
export const privateNoStore: MiddlewareHandler = async (c, next) => {
  // Set before the answer is made: every answer made from this context (errors too) carries it,
  // and the answer is not rebuilt afterwards to add it.
  c.header('Cache-Control', 'private, no-store')
  await next()
}

import type { MiddlewareHandler } from 'hono'

/**
 * For answers that carry a signed-in shopper's data (errors included): no shared cache, proxy or
 * service worker may keep them (DECISIONS.md §9).
 */
export const privateNoStore: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
}

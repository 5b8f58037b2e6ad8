import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `readClientAddress`: who the per-address limits count this request against. */
    clientAddress: string
  }
}

/**
 * The address of the connection the request came over. Requests that did not come through the Node
 * server (tests calling `app.request`) have none and share the key 'unknown'.
 */
function connectionAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * The client's address as the server sees it: the connection's, or with `trustProxy` (TRUST_PROXY,
 * for a server reached only through a proxy that sets the header) the first `X-Forwarded-For` hop
 * when it is an IP address. Anyone can send the header, so it is believed only when told to.
 */
export function readClientAddress(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = options.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
    c.set('clientAddress', forwarded && isIP(forwarded) ? forwarded : connectionAddress(c))
    await next()
  }
}

/** The address `readClientAddress` read; the connection's if it did not run. */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? connectionAddress(c)
}

import { readAppConfig } from '../lib/env'
import type { ServerRenderedState } from '../lib/server-rendered-state'
import { createStorefrontClient, whenStorefrontCacheLoaded } from '../lib/storefront/client'

/** The catalogue client, starting from what the server rendered the page with. */
export function startStorefront(serverRendered: ServerRenderedState | undefined) {
  const client = createStorefrontClient(readAppConfig(), serverRendered?.catalogue)
  return { client, loaded: whenStorefrontCacheLoaded(client) }
}

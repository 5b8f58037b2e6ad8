import { readAppConfig } from '../lib/env'
import type { ServerRenderedCatalogue } from '../lib/storefront/client'
import { createStorefrontClient } from '../lib/storefront/client'

/**
 * The catalogue client. On a page the server rendered it starts from the catalogue cache the page
 * was rendered with, which the router hands over (`handOver`) before the page hydrates.
 */
export function startStorefront(serverRendered: boolean) {
  let handOver: (catalogue: ServerRenderedCatalogue | undefined) => void = () => {}
  const catalogue = serverRendered
    ? new Promise<ServerRenderedCatalogue | undefined>((resolve) => {
        handOver = resolve
      })
    : Promise.resolve(undefined)
  return {
    client: createStorefrontClient(readAppConfig(), catalogue),
    handOver: (c: ServerRenderedCatalogue) => handOver(c),
  }
}

import { createStorefrontConfig } from '../../lib/storefront/config'
import type { StorefrontSettings } from '../../shared/storefront-config'
import { HttpError } from '../http/errors'

/** A cart or a review must not hang on a slow store; past this the request fails with a 503 the client can retry. */
const STOREFRONT_TIMEOUT_MS = 5000

/** Where the server asks the store: the endpoint and headers every part of the shop uses. */
export interface StoreOptions {
  storefront: StorefrontSettings & { origin: string }
  fetch?: typeof fetch
}

/**
 * Sends one GraphQL request to the configured store (docs/decisions/0001-one-storefront-configuration.md)
 * and returns its JSON body, unchecked. A store that cannot be reached, is too slow or answers with an
 * error status throws `unavailable()` (a 503 that says what could not be done).
 */
export async function askStore(
  options: StoreOptions,
  query: string,
  variables: Record<string, unknown>,
  unavailable: () => HttpError,
): Promise<unknown> {
  const store = createStorefrontConfig(options.storefront, { emulatorOrigin: options.storefront.origin })
  try {
    const response = await (options.fetch ?? fetch)(store.apiUrl, {
      method: 'POST',
      headers: store.headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(STOREFRONT_TIMEOUT_MS),
    })
    if (!response.ok) throw unavailable()
    return await response.json()
  } catch (error) {
    throw error instanceof HttpError ? error : unavailable()
  }
}

import { type StorefrontSettings, storefrontApiUrl } from '../../shared/storefront-config'

export const MIN_RETRIES = 0
export const MAX_RETRIES = 3
/** The client retries on 429/503, once unless told otherwise. */
export const DEFAULT_RETRIES = 1

export const PUBLIC_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token'

/** How every part of the shop calls the Storefront API: the same address, headers and retries. */
export interface StorefrontConfig {
  apiUrl: string
  headers: Readonly<Record<string, string>>
  retries: number
  apiVersion: string
}

function validateRetries(retries: unknown): number {
  if (retries === undefined) return DEFAULT_RETRIES
  if (
    typeof retries !== 'number' ||
    !Number.isInteger(retries) ||
    retries < MIN_RETRIES ||
    retries > MAX_RETRIES
  ) {
    // Worded as Shopify's own storefront-api-client words it.
    throw new Error(
      `Storefront API Client: the provided "retries" value (${String(retries)}) is invalid - it must be a whole number from ${MIN_RETRIES} to ${MAX_RETRIES}`,
    )
  }
  return retries
}

/**
 * The endpoint and headers for `settings` (normalised by src/shared/storefront-config.ts). With no
 * store configured the emulator answers at `emulatorOrigin`, the origin the shop itself is served on.
 */
export function createStorefrontConfig(
  settings: StorefrontSettings,
  { emulatorOrigin, retries }: { emulatorOrigin: string; retries?: number },
): StorefrontConfig {
  return Object.freeze({
    apiUrl: storefrontApiUrl(settings.origin ?? emulatorOrigin, settings.apiVersion),
    headers: Object.freeze({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [PUBLIC_TOKEN_HEADER]: settings.publicToken,
    }),
    retries: validateRetries(retries),
    apiVersion: settings.apiVersion,
  })
}

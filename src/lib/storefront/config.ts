/**
 * Storefront client configuration, validated as spec §5 asks and as Shopify's own
 * `@shopify/storefront-api-client` does (same `Storefront API Client: ` error prefix and headers).
 */

/** The Storefront API version the shop is built against (spec §9, DECISIONS.md §2). */
export const API_VERSION = '2025-01'
export const MIN_RETRIES = 0
export const MAX_RETRIES = 3
/** The spec says the client retries on 429/503, so one retry unless told otherwise. */
export const DEFAULT_RETRIES = 1

export const PUBLIC_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token'
export const PRIVATE_TOKEN_HEADER = 'Shopify-Storefront-Private-Token'

const CLIENT = 'Storefront API Client'

export interface StorefrontConfigOptions {
  /** `shop.myshopify.com` (https is assumed) or a full origin such as `http://localhost:3000`. */
  storeDomain: string
  apiVersion?: string
  publicAccessToken?: string
  privateAccessToken?: string
  retries?: number
  /** Defaults to whether a `window` exists; private tokens are refused in a browser. */
  isBrowser?: boolean
}

export interface StorefrontConfig {
  apiUrl: string
  headers: Readonly<Record<string, string>>
  retries: number
  apiVersion: string
}

function configError(message: string, cause?: unknown): Error {
  return new Error(`${CLIENT}: ${message}`, cause === undefined ? undefined : { cause })
}

function validateRetries(retries: unknown): number {
  if (retries === undefined) return DEFAULT_RETRIES
  if (
    typeof retries !== 'number' ||
    !Number.isInteger(retries) ||
    retries < MIN_RETRIES ||
    retries > MAX_RETRIES
  ) {
    throw configError(
      `the provided "retries" value (${String(retries)}) is invalid - it must be a whole number from ${MIN_RETRIES} to ${MAX_RETRIES}`,
    )
  }
  return retries
}

/** The origin (scheme, host, port) of a store domain as configured; https unless it names a scheme. */
export function storeOrigin(storeDomain: unknown): string {
  const invalid = (cause?: unknown) =>
    configError(`a valid store domain ("${String(storeDomain)}") must be provided`, cause)
  if (typeof storeDomain !== 'string' || storeDomain.trim() === '') throw invalid()
  const trimmed = storeDomain.trim()
  // An explicit scheme is kept so the local emulator can be reached over plain http.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch (error) {
    throw invalid(error)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid()
  return url.origin
}

function validateApiVersion(apiVersion: unknown): string {
  const version = typeof apiVersion === 'string' ? apiVersion.trim() : apiVersion
  // Shopify names versions by the first month of a quarter; anything else cannot exist.
  if (typeof version !== 'string' || !/^(\d{4}-(01|04|07|10)|unstable)$/.test(version)) {
    throw configError(
      `the provided apiVersion ("${String(apiVersion)}") is invalid. Expected YYYY-01, YYYY-04, YYYY-07, YYYY-10 or "unstable"`,
    )
  }
  return version
}

function presentToken(token: unknown): string | undefined {
  return typeof token === 'string' && token.trim() !== '' ? token.trim() : undefined
}

export function createStorefrontConfig(options: StorefrontConfigOptions): StorefrontConfig {
  const retries = validateRetries(options.retries)
  const origin = storeOrigin(options.storeDomain)
  const apiVersion = validateApiVersion(options.apiVersion ?? API_VERSION)
  const publicToken = presentToken(options.publicAccessToken)
  const privateToken = presentToken(options.privateAccessToken)
  if (!publicToken && !privateToken) throw configError('a public or private access token must be provided')
  if (publicToken && privateToken) throw configError('only provide either a public or private access token')
  const isBrowser = options.isBrowser ?? typeof window !== 'undefined'
  if (privateToken && isBrowser) {
    throw configError(
      'private access tokens and headers should only be used in a server-to-server implementation. Use the public API access token in nonserver environments.',
    )
  }
  const tokenHeader: Record<string, string> = publicToken
    ? { [PUBLIC_TOKEN_HEADER]: publicToken }
    : { [PRIVATE_TOKEN_HEADER]: privateToken ?? '' }
  return Object.freeze({
    apiUrl: `${origin}/api/${apiVersion}/graphql.json`,
    headers: Object.freeze({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...tokenHeader,
    }),
    retries,
    apiVersion,
  })
}

/** `index` counts quarters since year 0: year × 4 + quarter (0–3). */
function versionOfQuarter(index: number): string {
  const year = Math.floor(index / 4)
  const month = (index - year * 4) * 3 + 1
  return `${year}-${String(month).padStart(2, '0')}`
}

/**
 * Shopify releases one version per quarter (YYYY-01/04/07/10). Rule, as in `@shopify/graphql-client`:
 * the version of the current UTC quarter, the three before it, and the next one, oldest first
 * (without "unstable"). E.g. 2026-11-22 → 2026-01, 2026-04, 2026-07, 2026-10, 2027-01.
 */
export function getSupportedApiVersions(now: Date = new Date()): string[] {
  const current = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3)
  return [-3, -2, -1, 0, 1].map((offset) => versionOfQuarter(current + offset))
}

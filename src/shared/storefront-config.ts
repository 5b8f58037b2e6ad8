/**
 * Which Storefront API the shop reads its catalogue from, in one normalised form for every part that
 * talks to it: the browser, the server renderer, server-side pricing and the Content-Security-Policy.
 * Shared by client and server; imports nothing. See docs/decisions/0001-one-storefront-configuration.md.
 */

/** The public token the local storefront emulator accepts unless STOREFRONT_PUBLIC_TOKEN says otherwise. */
export const DEFAULT_STOREFRONT_PUBLIC_TOKEN = 'openroad-local-storefront-token'

/**
 * The newest Storefront API version whose published schema the shop is checked against
 * (`@shopify/hydrogen-react`'s storefront.schema.json). Shopify supports a version for 12 months and
 * silently answers an unsupported one as the oldest it still supports.
 */
export const DEFAULT_STOREFRONT_API_VERSION = '2026-04'

/** The catalogue's source as the rest of the shop sees it. */
export interface StorefrontSettings {
  /** The store's origin, e.g. `https://your-shop.myshopify.com`; null: this server's own emulator. */
  origin: string | null
  publicToken: string
  apiVersion: string
}

/**
 * Which of the store's menus the header and the footer show, by handle, the one whose collections
 * /products offers in its category select, and the one of the home page's category sections.
 */
export interface MenuHandles {
  main: string
  footer: string
  catalogue: string
  home: string
}

/** The handles Shopify gives a store's first two menus, and the shop's own. */
export const DEFAULT_MENU_HANDLES: MenuHandles = {
  main: 'main-menu',
  footer: 'footer',
  catalogue: 'catalogue',
  home: 'home',
}

/**
 * The store's collections the shop shows in fixed places, by handle: the home page's featured grid,
 * the outfit builder's six slots in its order (jacket, vest, chaps, gloves, boots, helmet), and the
 * sale (`/shop?sale=true`).
 */
export interface CollectionHandles {
  featured: string
  outfit: readonly string[]
  sale: string
}

export const DEFAULT_COLLECTION_HANDLES: CollectionHandles = {
  featured: 'featured',
  sale: 'sale',
  outfit: ['jackets', 'vests', 'chaps', 'gloves', 'boots', 'helmets'],
}

/** A store setting that cannot be used; the message says what to write instead. */
export class StorefrontConfigError extends Error {
  override name = 'StorefrontConfigError'
}

/** Shopify names versions by the first month of a quarter (YYYY-01/04/07/10), plus `unstable`. */
export function isApiVersion(version: string): boolean {
  return version === 'unstable' || /^\d{4}-(01|04|07|10)$/.test(version)
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: a store on this machine, such as a test store. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  )
}

/**
 * A store domain as an owner may write it (`your-shop.myshopify.com`, `https://Your-Shop.myshopify.com/`,
 * ` x.myshopify.com `) as its origin: lower case, no path, https for every host but loopback ones,
 * which are reached over http so a store on this machine works. Throws StorefrontConfigError for
 * anything that is not a bare host (with an optional port).
 */
export function normaliseStoreDomain(domain: string): string {
  const example = 'write the store domain alone, such as your-shop.myshopify.com'
  const trimmed = domain.trim().toLowerCase()
  if (trimmed === '') throw new StorefrontConfigError(`the store domain is empty: ${example}`)
  const scheme = /^([a-z][a-z\d+.-]*):\/\//.exec(trimmed)
  if (scheme && scheme[1] !== 'http' && scheme[1] !== 'https') {
    throw new StorefrontConfigError(`"${domain.trim()}" is not a web address: ${example}`)
  }
  const rest = (scheme ? trimmed.slice(scheme[0].length) : trimmed).replace(/\/+$/, '')
  // Whitespace, a path, a query, credentials: not a store domain, whatever URL would make of it.
  if (rest === '' || /[\s/?#@\\]/.test(rest)) {
    throw new StorefrontConfigError(`"${domain.trim()}" is not a store domain: ${example}`)
  }
  let url: URL
  try {
    url = new URL(`https://${rest}`)
  } catch {
    throw new StorefrontConfigError(`"${domain.trim()}" is not a store domain: ${example}`)
  }
  return `${isLoopbackHost(url.hostname) ? 'http' : 'https'}://${url.host}`
}

/** The GraphQL endpoint of `origin` (a store's, or the emulator's) for `apiVersion`. */
export function storefrontApiUrl(origin: string, apiVersion: string): string {
  return `${origin}/api/${apiVersion}/graphql.json`
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

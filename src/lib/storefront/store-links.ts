import { defaultParseSearch } from '@tanstack/react-router'

/**
 * Where a link of the store's menus leads in this storefront: one of its own pages (`to` and
 * `search`, as the router takes them), or an address outside it.
 */
export type StoreLink =
  | { kind: 'app'; to: string; search: Record<string, unknown> }
  | { kind: 'outside'; href: string }

/** The storefront's own pages a store page (`/pages/{handle}`) may name. */
const ownPages = new Set([
  'about',
  'careers',
  'contact',
  'faq',
  'press',
  'privacy',
  'returns',
  'shipping',
  'size-guide',
  'terms',
  'track-order',
])

/** Shopify's policy pages (`/policies/{handle}`), by the storefront's page for each. */
const policyPages: Record<string, string> = {
  'privacy-policy': '/privacy',
  'terms-of-service': '/terms',
  'refund-policy': '/returns',
  'shipping-policy': '/shipping',
}

const app = (to: string, search: Record<string, unknown> = {}): StoreLink => ({ kind: 'app', to, search })
const searchFor = (words: string | null) =>
  words?.trim() ? app('/shop', { search: words.trim() }) : app('/products')
const pathOf = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`

/**
 * The storefront's page for an address of the store's online store (Shopify's URL shapes), or
 * null where it has none. `tags` is a collection item's tag filter, for an address that leaves it out.
 */
export function storePage(url: URL, tags: readonly string[]): StoreLink | null {
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))
  const [kind, handle, rest] = segments
  switch (kind) {
    case undefined:
      return app('/')
    case 'collections': {
      if (!handle) return app('/shop')
      if (handle === 'all') return app('/products')
      // The store's own lists of a vendor's or a type's products.
      if (handle === 'vendors' || handle === 'types') return searchFor(url.searchParams.get('q'))
      // A collection filtered by tags: /collections/{handle}/{tag}+{tag}.
      const filter = rest ? rest.split('+').filter(Boolean) : tags
      return app(pathOf('shop', handle, ...filter.slice(0, 2)))
    }
    case 'products':
      return handle ? app(pathOf('product', handle)) : app('/products')
    case 'pages':
      return handle && ownPages.has(handle) ? app(`/${handle}`) : null
    case 'policies': {
      const page = handle ? policyPages[handle] : undefined
      return page ? app(page) : null
    }
    case 'blogs':
      return app('/stories')
    case 'search':
      return searchFor(url.searchParams.get('q'))
    case 'account':
      return app('/account/orders')
    default:
      // An address of this storefront the merchant wrote into the menu.
      return app(url.pathname, defaultParseSearch(url.search))
  }
}

/**
 * Where a menu item's `url` leads: an address on the store's own domains (`storeHosts`, its primary
 * domain, or its myshopify.com one, as Hydrogen tells them) is the storefront's page for it, or the
 * store's own page where the storefront has none; any other address is outside. null: an item with
 * no usable address.
 */
export function storeLink(
  url: string | null | undefined,
  storeHosts: readonly string[],
  tags: readonly string[] = [],
): StoreLink | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  if (!storeHosts.includes(parsed.host) && !parsed.hostname.endsWith('.myshopify.com'))
    return { kind: 'outside', href: parsed.href }
  return storePage(parsed, tags) ?? { kind: 'outside', href: parsed.href }
}

/** The address a link leads to, as a rider's browser shows it. */
export function storeLinkHref(link: StoreLink): string {
  if (link.kind === 'outside') return link.href
  const search = new URLSearchParams(
    Object.entries(link.search).map(([key, value]) => [key, String(value)]),
  ).toString()
  return search ? `${link.to}?${search}` : link.to
}

/**
 * The collection a store address names, whole (`/collections/{handle}`, on any domain or none);
 * undefined for any other address, a tag-filtered one, or Shopify's all-products `all`.
 */
export function collectionHandleOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const [kind, handle, ...rest] = new URL(url, 'https://store.invalid').pathname.split('/').filter(Boolean)
    return kind === 'collections' && handle && handle !== 'all' && rest.length === 0
      ? decodeURIComponent(handle)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The store's URL redirects, as a merchant sets them up in Shopify's admin (Navigation → URL
 * Redirects): an address of the storefront and where it leads. The storefront's `/category/{name}`
 * pages show the collection their address redirects to, else the collection of that handle
 * (docs/decisions/0061-the-whole-catalogue-and-category-pages-are-the-stores.md).
 */
export interface SeedUrlRedirect {
  path: string
  target: string
}

export const seedUrlRedirects: readonly SeedUrlRedirect[] = [
  { path: '/category/helmets', target: '/collections/bells-and-helmet-accessories' },
  { path: '/category/jackets', target: '/collections/leather-jackets' },
  { path: '/category/leather', target: '/collections/leather-jackets' },
]

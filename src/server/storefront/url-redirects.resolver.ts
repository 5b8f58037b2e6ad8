import { type SeedUrlRedirect, seedUrlRedirects } from '../seed/url-redirects'
import { type ConnectionArgs, parsePageRequest } from './cursor'
import { toGid } from './gid'
import { paginateList } from './keyset'
import type { ResolverMap } from './schema'
import { parseSearchQuery, type SearchNode } from './search-syntax'

interface UrlRedirectSource extends SeedUrlRedirect {
  id: number
}

const redirects: readonly UrlRedirectSource[] = seedUrlRedirects.map((redirect, index) => ({
  ...redirect,
  id: index + 1,
}))

/**
 * Whether a redirect matches a `query` node by the fields Shopify documents for it (`path:`,
 * `target:`), each address matched whole as the store looks one up; any other term matches nothing.
 */
function matches(redirect: UrlRedirectSource, node: SearchNode | null): boolean {
  if (!node) return true
  switch (node.kind) {
    case 'and':
      return node.children.every((child) => matches(redirect, child))
    case 'or':
      return node.children.some((child) => matches(redirect, child))
    case 'not':
      return !matches(redirect, node.child)
    case 'term':
      if (node.comparator !== ':') return false
      if (node.field === 'path') return redirect.path === node.value
      if (node.field === 'target') return redirect.target === node.value
      return false
  }
}

export const urlRedirectResolvers = {
  QueryRoot: {
    urlRedirects: (_root: unknown, args: ConnectionArgs & { query?: string | null }) =>
      paginateList(
        redirects.filter((redirect) => matches(redirect, parseSearchQuery(args.query))),
        parsePageRequest(args, 'id'),
        'id',
        (redirect) => ({ v: redirect.id, i: redirect.id }),
      ),
  },
  UrlRedirect: {
    id: (redirect: UrlRedirectSource) => toGid('UrlRedirect', redirect.id),
  },
} satisfies ResolverMap

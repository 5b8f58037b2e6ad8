import type { StorefrontRead } from '../../../lib/route-data'
import { graphql, type ResultOf } from '../../../lib/storefront/graphql'

/** The store's URL redirect of one address of the storefront, if its merchant set one up. */
export const URL_REDIRECT_QUERY = graphql(`
  query UrlRedirect($query: String!) {
    urlRedirects(first: 1, query: $query) {
      nodes {
        id
        path
        target
      }
    }
  }
`)

export type UrlRedirectData = ResultOf<typeof URL_REDIRECT_QUERY>

/** The read of the redirect of `path`, an address of the storefront (`/category/helmets`). */
export function urlRedirectRead(path: string): StorefrontRead {
  return { query: URL_REDIRECT_QUERY, variables: { query: `path:${JSON.stringify(path)}` } }
}

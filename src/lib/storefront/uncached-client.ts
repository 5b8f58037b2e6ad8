import { Client, type Exchange, fetchExchange, formatDocument, makeOperation } from 'urql'
import { map, pipe } from 'wonka'
import { storefrontConnection } from './client'

/** Asks for `__typename` everywhere, as graphcache does, so what comes back can be written to it later. */
const typenameExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    forward(
      pipe(
        operations$,
        map((operation) =>
          makeOperation(operation.kind, { ...operation, query: formatDocument(operation.query) }),
        ),
      ),
    )

const uncachedClients = new WeakMap<Client, Client>()

/**
 * The same storefront without the cache, for downloads too large to keep in it: the catalogue saved
 * for offline goes to its own store instead (saved-products.ts), read only when the network fails.
 */
export function uncachedStorefrontClient(client: Client): Client {
  const known = uncachedClients.get(client)
  if (known) return known
  const connection = storefrontConnection(client)
  if (!connection) return client
  const uncached = new Client({
    ...connection,
    exchanges: [typenameExchange, fetchExchange],
    requestPolicy: 'network-only',
  })
  uncachedClients.set(client, uncached)
  return uncached
}

import type { QueryClient } from '@tanstack/react-query'
import type { ownProductsOffline } from '../../features/product/api/own-products-offline'

type LoadOwnProducts = () => Promise<ReturnType<typeof ownProductsOffline>>

const loaders = new WeakMap<QueryClient, LoadOwnProducts>()

/**
 * How the offline feature reaches the product feature's own-label products (routes compose
 * features, which never import each other). Loaded only when a save or Clear needs it; one loader
 * per query client, so it is stable across renders.
 */
export function loadOwnProductsOffline(queryClient: QueryClient): LoadOwnProducts {
  const known = loaders.get(queryClient)
  if (known) return known
  const loader: LoadOwnProducts = () =>
    import('../../features/product/api/own-products-offline').then((m) => m.ownProductsOffline(queryClient))
  loaders.set(queryClient, loader)
  return loader
}

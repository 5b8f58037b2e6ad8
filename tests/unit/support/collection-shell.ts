import type { CollectionShell } from '../../../src/features/catalogue/api/collection-listing-query'

/** A store's Jackets collection as the listing reads it, with two tabs its merchant set. */
export const jacketsCollection: CollectionShell = {
  id: 'gid://shopify/Collection/2',
  handle: 'jackets',
  title: 'Jackets',
  description: 'Jackets for the road.',
  tabs: {
    id: 'gid://shopify/Metafield/1',
    value: JSON.stringify([
      { label: 'All Jackets', filters: [] },
      { label: "Men's", filters: [{ tag: 'mens' }] },
    ]),
  },
  features: null,
  notice: null,
  index: null,
}

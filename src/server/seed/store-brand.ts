import { shopIdentity } from '../../shared/shop-identity'

/**
 * The store's name and brand, as a merchant sets them in Shopify's admin (Settings → Store details,
 * and the Brand settings: logo, slogan, short description). The storefront's header and footer show
 * them (docs/decisions/0064-the-shops-name-and-brand-are-the-stores.md).
 */
export const seedStoreBrand = {
  name: shopIdentity.name,
  slogan: 'Gear for riders who go the long way round',
  shortDescription:
    'Helmets, leather, boots, luggage and bike gear, picked by riders and there for you even when the signal drops.',
  /** The shop's mark (src/server/images/brand-artwork.ts). */
  logo: { path: '/images/brand/logo.svg', altText: `${shopIdentity.name} logo`, width: 64, height: 64 },
} as const

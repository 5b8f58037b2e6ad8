import { SHOP_CURRENCY } from '../../shared/money'
import { seedStoreBrand } from '../seed/store-brand'
import { toGid } from './gid'
import type { ImageSource } from './image.resolver'
import type { StorefrontContext } from './loaders'
import type { ResolverMap } from './schema'

/** The emulator is one shop; its id is the shape Shopify gives a shop's. */
const SHOP = {
  id: 'gid://shopify/Shop/1',
  name: seedStoreBrand.name,
  // The currency the emulator's catalogue is priced in, as a store's payment settings say its own.
  paymentSettings: { currencyCode: SHOP_CURRENCY },
}

const logo: ImageSource = { id: toGid('ImageSource', 1), ...seedStoreBrand.logo }

const BRAND = {
  slogan: seedStoreBrand.slogan,
  shortDescription: seedStoreBrand.shortDescription,
  logo: { id: toGid('MediaImage', 1), alt: logo.altText, image: logo },
}

export const shopResolvers = {
  QueryRoot: {
    shop: () => SHOP,
  },
  Shop: {
    brand: () => BRAND,
    // The emulator is served with the storefront: its domain is the one it is asked on.
    primaryDomain: (_shop: typeof SHOP, _args: unknown, context: StorefrontContext) => {
      const origin = new URL(context.origin)
      return { host: origin.host, sslEnabled: origin.protocol === 'https:', url: origin.origin }
    },
  },
} satisfies ResolverMap

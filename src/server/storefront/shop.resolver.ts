import { SHOP_CURRENCY } from '../../shared/money'
import type { StorefrontContext } from './loaders'
import type { ResolverMap } from './schema'

/** The emulator is one shop; its id is the shape Shopify gives a shop's. */
const SHOP = {
  id: 'gid://shopify/Shop/1',
  // The currency the emulator's catalogue is priced in, as a store's payment settings say its own.
  paymentSettings: { currencyCode: SHOP_CURRENCY },
}

export const shopResolvers = {
  QueryRoot: {
    shop: () => SHOP,
  },
  Shop: {
    // The emulator is served with the storefront: its domain is the one it is asked on.
    primaryDomain: (_shop: typeof SHOP, _args: unknown, context: StorefrontContext) => {
      const origin = new URL(context.origin)
      return { host: origin.host, sslEnabled: origin.protocol === 'https:', url: origin.origin }
    },
  },
} satisfies ResolverMap

import { SHOP_CURRENCY } from '../../shared/money'
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
} satisfies ResolverMap

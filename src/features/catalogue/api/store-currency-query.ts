import { graphql } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'

export const STORE_CURRENCY_QUERY = graphql(`
  query StoreCurrency {
    shop {
      id
      paymentSettings {
        currencyCode
      }
    }
  }
`)

/**
 * The currency the store's prices are in, for amounts the shopper sets before any product shows
 * (the price filter); undefined until known, and unread unless `wanted`. Products carry their own
 * (MoneyV2.currencyCode).
 */
export function useStoreCurrency(wanted = true): string | undefined {
  const [result] = useStorefrontQuery({ query: STORE_CURRENCY_QUERY, pause: !wanted })
  return result.data?.shop.paymentSettings.currencyCode
}

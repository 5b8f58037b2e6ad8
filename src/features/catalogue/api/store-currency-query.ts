import { useQuery } from 'urql'

export const STORE_CURRENCY_QUERY = /* GraphQL */ `
  query StoreCurrency {
    shop {
      id
      paymentSettings {
        currencyCode
      }
    }
  }
`

interface StoreCurrencyData {
  shop: { id: string; paymentSettings: { currencyCode: string } }
}

/**
 * The currency the store's prices are in, for amounts the shopper sets before any product shows
 * (the price filter); undefined until known. Products carry their own (MoneyV2.currencyCode).
 */
export function useStoreCurrency(): string | undefined {
  const [result] = useQuery<StoreCurrencyData>({ query: STORE_CURRENCY_QUERY })
  return result.data?.shop.paymentSettings.currencyCode
}

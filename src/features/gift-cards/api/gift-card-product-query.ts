import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api/api-request'
import { MONEY_FIELDS } from '../../../lib/storefront/fragments'
import { graphql } from '../../../lib/storefront/graphql'
import { useStorefrontQuery } from '../../../lib/storefront/use-storefront-query'
import { checkoutHandOverSchema } from '../../../shared/account/orders'
import type { GiftCardCheckoutRequest } from '../../../shared/home/gift-card'

/**
 * The handle Shopify gives a store's gift card product when gift cards are turned on; the store's
 * own product says whether it is one (`isGiftCard`) and sells one denomination per variant.
 */
export const GIFT_CARD_HANDLE = 'gift-card'

export const GIFT_CARD_PRODUCT_QUERY = graphql(
  `
    query GiftCardProduct($handle: String!) {
      product(handle: $handle) {
        id
        isGiftCard
        variants(first: 20) {
          nodes {
            id
            availableForSale
            price {
              ...MoneyFields
            }
          }
        }
      }
    }
  `,
  [MONEY_FIELDS],
)

export interface Denomination {
  variantId: string
  amount: string
  currencyCode: string
}

/** The denominations the store sells its gift card in, cheapest first; none when it sells no gift card. */
export function useGiftCardDenominations() {
  const [result, reexecute] = useStorefrontQuery({
    query: GIFT_CARD_PRODUCT_QUERY,
    variables: { handle: GIFT_CARD_HANDLE },
  })
  const product = result.data?.product
  const denominations: Denomination[] = product?.isGiftCard
    ? product.variants.nodes
        .filter((variant) => variant.availableForSale)
        .map((variant) => ({
          variantId: variant.id,
          amount: variant.price.amount,
          currencyCode: variant.price.currencyCode,
        }))
        .sort((a, b) => Number(a.amount) - Number(b.amount))
    : []
  return {
    denominations,
    /** The store answered: `denominations` is what it sells. */
    known: result.data !== undefined,
    fetching: result.fetching,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  }
}

/** `POST /api/checkouts/gift-card`: the card goes through the store's checkout, where it is paid. */
function buyGiftCard(request: GiftCardCheckoutRequest) {
  return apiRequest('POST', '/api/checkouts/gift-card', checkoutHandOverSchema, { body: request })
}

export function useBuyGiftCard() {
  return useMutation({ mutationFn: buyGiftCard })
}

import { print } from '@0no-co/graphql.web'
import { z } from 'zod'
import { graphql } from '../../lib/storefront/graphql'
import {
  GIFT_CARD_PROPERTIES,
  type GiftCardCheckoutRequest,
  giftCardDesignName,
} from '../../shared/home/gift-card'
import { HttpError } from '../http/errors'
import { askStore } from '../store/ask-store'
import { type CheckoutDeps, startStoreCheckout, storeOptions, variantNumber } from './checkouts.service'
import { storeUnavailable } from './store-cart'

// A gift card is bought through the store's checkout like any product
// (docs/decisions/0070-checkout-through-the-store.md): the store's gift card product, one
// denomination per variant, the recipient as Shopify's gift card line properties.

export const GIFT_CARD_VARIANT_QUERY = graphql(`
  query CheckoutGiftCardVariant($id: ID!) {
    node(id: $id) {
      ... on ProductVariant {
        id
        availableForSale
        image {
          url
        }
        product {
          isGiftCard
          featuredImage {
            url
          }
        }
      }
    }
  }
`)
const GIFT_CARD_VARIANT_TEXT = print(GIFT_CARD_VARIANT_QUERY)

const answerSchema = z.object({
  data: z
    .object({
      node: z
        .object({
          id: z.string().optional(),
          availableForSale: z.boolean().optional(),
          image: z.object({ url: z.string() }).nullish(),
          product: z
            .object({ isGiftCard: z.boolean(), featuredImage: z.object({ url: z.string() }).nullish() })
            .optional(),
        })
        .nullable(),
    })
    .nullish(),
})

/** The line's properties, as Shopify's gift card product takes them: the store mails the recipient. */
function giftCardProperties(request: GiftCardCheckoutRequest) {
  return [
    { key: GIFT_CARD_PROPERTIES.sendToRecipient, value: 'on' },
    { key: GIFT_CARD_PROPERTIES.recipientEmail, value: request.recipientEmail },
    { key: GIFT_CARD_PROPERTIES.recipientName, value: request.recipientName },
    { key: GIFT_CARD_PROPERTIES.senderName, value: request.senderName },
    ...(request.message ? [{ key: GIFT_CARD_PROPERTIES.message, value: request.message }] : []),
    ...(request.design
      ? [{ key: GIFT_CARD_PROPERTIES.design, value: giftCardDesignName(request.design) }]
      : []),
  ]
}

/**
 * Hands a gift card to the store's checkout: the variant must be a denomination of the store's gift
 * card product. Signed out, the order comes back to nobody's history; the store mails the card.
 */
export async function buyGiftCard(
  deps: CheckoutDeps,
  userId: string | null,
  request: GiftCardCheckoutRequest,
  browserOrigin: string,
): Promise<{ checkoutUrl: string }> {
  const options = storeOptions(deps, browserOrigin)
  const answer = answerSchema.safeParse(
    await askStore(options, GIFT_CARD_VARIANT_TEXT, { id: request.variantId }, storeUnavailable),
  )
  if (!answer.success) throw storeUnavailable()
  const variant = answer.data.data?.node
  if (!variant?.product?.isGiftCard || !variant.id) {
    throw new HttpError(
      400,
      'not_a_gift_card',
      'That is not one of the store’s gift cards. Choose an amount and try again.',
    )
  }
  if (!variant.availableForSale) {
    throw new HttpError(
      409,
      'unavailable',
      'The store is not selling that gift card now. Choose another amount.',
    )
  }
  return startStoreCheckout(
    deps.db,
    options,
    userId,
    {
      lines: [{ merchandiseId: variant.id, quantity: 1, attributes: giftCardProperties(request) }],
      email: request.buyerEmail,
      address: null,
      discountCodes: [],
      giftCardCodes: [],
    },
    [
      {
        variantId: variantNumber(variant.id),
        image: variant.image?.url ?? variant.product.featuredImage?.url ?? null,
        href: null,
      },
    ],
  )
}

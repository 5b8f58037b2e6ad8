import { GIFT_CARD_PROPERTIES, giftCardDesignId } from '../../shared/home/gift-card'
import type { Db } from '../db/client'
import { issueGiftCard } from '../gift-cards/gift-cards.service'
import { enqueueMail } from '../mail/outbox'
import { orderConfirmationMail, orderShippedMail } from '../mail/templates/order-confirmation'
import { findStoreOrder } from '../orders/orders.service'
import type { StoreOrderPayload } from './store-orders.service'

// With the emulator, what Shopify would do once an order is recorded is the shop's to do
// (docs/decisions/0070-checkout-through-the-store.md): mail the confirmation and the shipping
// notice (each once), and issue the gift cards the order paid for. With a real store, Shopify
// sends its own receipt and notices and issues the cards, and none of this runs.

type Properties = NonNullable<StoreOrderPayload['line_items'][number]['properties']>

function property(properties: Properties | null | undefined, name: string): string | undefined {
  const value = properties?.find((entry) => entry.name === name)?.value
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Each card the order's gift card lines paid for, once per unit: its recipient from the line's properties. */
async function issuePaidGiftCards(tx: Db, order: StoreOrderPayload, publicUrl: string): Promise<number> {
  const buyerEmail = order.email?.trim().toLowerCase()
  if (!buyerEmail) return 0
  let issued = 0
  for (const [index, line] of order.line_items.entries()) {
    if (!line.gift_card) continue
    const { properties } = line
    for (let unit = 0; unit < line.quantity; unit++) {
      const card = await issueGiftCard(
        tx,
        {
          issuedFor: `${order.id}:${index}:${unit}`,
          amount: Number(line.price),
          recipientEmail:
            property(properties, GIFT_CARD_PROPERTIES.recipientEmail)?.toLowerCase() ?? buyerEmail,
          recipientName: property(properties, GIFT_CARD_PROPERTIES.recipientName) ?? buyerEmail,
          senderName: property(properties, GIFT_CARD_PROPERTIES.senderName) ?? buyerEmail,
          buyerEmail,
          message: property(properties, GIFT_CARD_PROPERTIES.message),
          design: giftCardDesignId(property(properties, GIFT_CARD_PROPERTIES.design)),
        },
        publicUrl,
      )
      if (card) issued++
    }
  }
  return issued
}

/**
 * Inside the transaction that recorded an event of order `orderId` (its row locked by that
 * write): what the store's own side does with the order as it now stands. Returns whether mail
 * was written, so the caller wakes the outbox once it commits.
 */
export async function afterStandInOrderEvent(
  tx: Db,
  payload: StoreOrderPayload,
  publicUrl: string,
): Promise<boolean> {
  const order = await findStoreOrder(tx, String(payload.id))
  const email = order?.email
  if (!order || !email) return false
  const paid = order.status === 'paid' || order.status === 'fulfilled'
  if (!paid) return false
  let mailed = await enqueueMail(tx, await orderConfirmationMail({ ...order, email }, publicUrl))
  if (order.status === 'fulfilled') {
    mailed = (await enqueueMail(tx, await orderShippedMail({ ...order, email }, publicUrl))) || mailed
  }
  return (await issuePaidGiftCards(tx, payload, publicUrl)) > 0 || mailed
}

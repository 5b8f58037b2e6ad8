import { asc, eq } from 'drizzle-orm'
import { SHIPPING_COUNTRIES } from '../../shared/account/orders'
import { amountToCents, centsToAmount } from '../../shared/money'
import type { Db } from '../db/client'
import { orderLines, orders, products, productVariants } from '../db/schema'
import { GIFT_CARD_HANDLE, GIFT_CARD_PRODUCT_TYPE } from '../seed/catalogue'

/*
 * A stand-in order as Shopify's REST Admin API writes an Order, which is what its webhooks carry
 * (orders/create, orders/paid, orders/fulfilled): what the shop's receiving end reads
 * (src/server/webhooks/store-orders.service.ts) and the fields around it that Shopify always sends.
 */

type OrderRow = typeof orders.$inferSelect
type OrderLineRow = typeof orderLines.$inferSelect

/** An order line with what the catalogue says of its product. */
export interface RestOrderLine extends OrderLineRow {
  sku: string | null
  vendor: string | null
  giftCard: boolean
}

/** The store's gift card product: Shopify marks its lines `gift_card`. */
export function isGiftCardProduct(product: { productType: string; handle: string }): boolean {
  return product.productType === GIFT_CARD_PRODUCT_TYPE || product.handle === GIFT_CARD_HANDLE
}

/** Every line of a stand-in order gets a numeric id of its own, the same in each of its webhooks. */
function lineItemId(order: OrderRow, position: number): number {
  return order.sequence * 1000 + position + 1
}

const money = (cents: number) => centsToAmount(cents)

function restAddress(order: OrderRow, address: OrderRow['shippingAddress']) {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    name: `${address.firstName} ${address.lastName}`,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    province: address.state,
    zip: address.zip,
    country: SHIPPING_COUNTRIES.find((country) => country.code === address.country)?.name ?? address.country,
    country_code: address.country,
    email: order.email,
  }
}

/**
 * The order as Shopify's REST Order. `total_price` is what the order cost, a gift card's share
 * included: Shopify counts a gift card as a way of paying, not as a discount. `subtotal_price` is
 * after discounts, as Shopify's is; `total_line_items_price` before.
 */
export function restOrder(order: OrderRow, lines: readonly RestOrderLine[]) {
  const currency = order.currencyCode
  const giftCardCents = amountToCents(order.giftCardAmount)
  const paidCents = amountToCents(order.total)
  const subtotalCents = amountToCents(order.subtotal)
  const discountCents = amountToCents(order.discount)
  const shopMoney = (amount: string) => ({
    shop_money: { amount, currency_code: currency },
    presentment_money: { amount, currency_code: currency },
  })
  const gateways = [...(giftCardCents > 0 ? ['gift_card'] : []), ...(paidCents > 0 ? ['bogus'] : [])]
  const fulfilled = order.fulfilments.length > 0
  const updatedAt = order.updatedAt.toISOString()
  return {
    id: order.sequence,
    admin_graphql_api_id: `gid://shopify/Order/${order.sequence}`,
    name: order.number,
    order_number: 10000 + order.sequence,
    email: order.email,
    contact_email: order.email,
    currency,
    presentment_currency: currency,
    // The bogus gateway's orders are test orders.
    test: true,
    total_line_items_price: money(subtotalCents),
    subtotal_price: money(subtotalCents - discountCents),
    total_discounts: money(discountCents),
    total_tax: order.tax,
    taxes_included: false,
    total_price: money(paidCents + giftCardCents),
    total_outstanding: '0.00',
    total_shipping_price_set: shopMoney(order.shipping),
    shipping_lines: [{ code: 'standard', title: 'Standard shipping', price: order.shipping }],
    payment_gateway_names: gateways,
    financial_status: order.financialStatus,
    fulfillment_status: fulfilled ? 'fulfilled' : null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    processed_at: order.createdAt.toISOString(),
    updated_at: updatedAt,
    cart_token: order.cartToken,
    note_attributes: order.attributes.map((attribute) => ({ name: attribute.key, value: attribute.value })),
    discount_codes: order.discountCode
      ? [{ code: order.discountCode, amount: order.discount, type: 'percentage' }]
      : [],
    line_items: lines.map((line) => ({
      id: lineItemId(order, line.position),
      admin_graphql_api_id: `gid://shopify/LineItem/${lineItemId(order, line.position)}`,
      title: line.name,
      name: line.variantTitle ? `${line.name} - ${line.variantTitle}` : line.name,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      price: line.price,
      price_set: shopMoney(line.price),
      product_id: line.productId,
      variant_id: line.variantId,
      sku: line.sku,
      vendor: line.vendor,
      gift_card: line.giftCard,
      requires_shipping: !line.giftCard,
      taxable: true,
      fulfillment_status: fulfilled ? 'fulfilled' : null,
      properties: line.attributes.map((attribute) => ({ name: attribute.key, value: attribute.value })),
    })),
    fulfillments: order.fulfilments.map((fulfilment, index) => ({
      id: order.sequence * 100 + index + 1,
      order_id: order.sequence,
      status: 'success',
      created_at: updatedAt,
      updated_at: updatedAt,
      tracking_company: fulfilment.company,
      tracking_number: fulfilment.number,
      tracking_numbers: fulfilment.number ? [fulfilment.number] : [],
      tracking_url: fulfilment.url,
      tracking_urls: fulfilment.url ? [fulfilment.url] : [],
    })),
    shipping_address: restAddress(order, order.shippingAddress),
    billing_address: restAddress(order, order.billingAddress),
  }
}

export type RestOrder = ReturnType<typeof restOrder>

/** The order `orderId` as its webhooks' body (JSON text), read with `db`; null when there is none. */
export async function restOrderBody(db: Db, orderId: string): Promise<string | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return null
  const rows = await db
    .select({
      line: orderLines,
      sku: productVariants.sku,
      vendor: products.vendor,
      productType: products.productType,
      handle: products.handle,
    })
    .from(orderLines)
    .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
  const lines = rows.map(
    ({ line, sku, vendor, productType, handle }): RestOrderLine => ({
      ...line,
      sku,
      vendor,
      giftCard: productType !== null && handle !== null && isGiftCardProduct({ productType, handle }),
    }),
  )
  return JSON.stringify(restOrder(order, lines))
}

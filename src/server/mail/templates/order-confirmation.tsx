/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Button, Column, Heading, Row, Section, Text } from '@react-email/components'
import { lineVariantText } from '../../../shared/account/cart'
import { type Address, addressLines, type Order } from '../../../shared/account/orders'
import { formatPrice } from '../../../shared/money'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render'
import { button, heading, MailLayout, small } from './layout'

/** One line each, as on a parcel; mail apps do not all keep line breaks in text, so each gets a <br />. */
function AddressLines({ address }: { address: Address }) {
  return (
    <Text style={{ margin: '0 0 12px' }}>
      {addressLines(address).flatMap((line, index) =>
        index === 0 ? [line] : [<br key={`br:${line}`} />, line],
      )}
    </Text>
  )
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const style = { margin: '2px 0', fontWeight: strong ? 700 : 400 }
  return (
    <Row>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  )
}

/** What an order's lines and totals look like in mail, in the order's currency. */
export function OrderConfirmation({
  order,
  orderUrl,
  publicUrl,
}: {
  order: Order
  orderUrl: string
  publicUrl: string
}) {
  const money = (amount: string) => formatPrice(amount, order.currencyCode)
  const discount = Number(order.discount)
  const giftCard = Number(order.giftCardAmount)
  return (
    <MailLayout preview={`Order ${order.number}: ${money(order.total)}`} publicUrl={publicUrl}>
      <Heading style={heading}>Thanks for your order</Heading>
      <Text>
        Your order <strong>{order.number}</strong> is placed. We will email again when it ships.
      </Text>
      <Section>
        {order.lines.map((line) => (
          <Row key={`${line.productId}|${line.size ?? ''}|${line.color ?? ''}`}>
            <Column>
              <Text style={{ margin: '4px 0' }}>
                {line.quantity} × {line.name}
                {lineVariantText(line) ? <span style={small}> · {lineVariantText(line)}</span> : null}
              </Text>
            </Column>
            <Column align="right">
              <Text style={{ margin: '4px 0' }}>{money(line.lineTotal)}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Section style={{ marginTop: '12px' }}>
        <Amount label="Subtotal" value={money(order.subtotal)} />
        {discount > 0 ? (
          <Amount
            label={`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`}
            value={`−${money(order.discount)}`}
          />
        ) : null}
        <Amount label="Tax" value={money(order.tax)} />
        <Amount label="Shipping" value={Number(order.shipping) === 0 ? 'Free' : money(order.shipping)} />
        {giftCard > 0 ? <Amount label="Gift card" value={`−${money(order.giftCardAmount)}`} /> : null}
        <Amount label="Total" value={money(order.total)} strong />
      </Section>
      <Text style={{ fontWeight: 700, margin: '16px 0 4px' }}>Shipping to</Text>
      <AddressLines address={order.shippingAddress} />
      <Button href={orderUrl} style={button}>
        View your order
      </Button>
    </MailLayout>
  )
}

/** The order's confirmation, sent once per order (its dedupe key is the order's id). */
export async function orderConfirmationMail(order: Order, publicUrl: string): Promise<OutgoingMail> {
  const orderUrl = `${publicUrl}/order-confirmation?order=${encodeURIComponent(order.id)}`
  const { html, text } = await renderMail(
    <OrderConfirmation order={order} orderUrl={orderUrl} publicUrl={publicUrl} />,
  )
  return {
    dedupeKey: `order:${order.id}`,
    kind: 'order_confirmation',
    to: order.email,
    subject: `Your order ${order.number} is confirmed`,
    html,
    text,
  }
}

/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Button, Column, Heading, Row, Section, Text } from '@react-email/components'
import type { Order } from '../../../shared/account/orders'
import { formatPrice } from '../../../shared/money'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render'
import { button, heading, MailLayout, small } from './layout'

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

/** The order's lines and totals in mail, in the order's currency. */
function OrderLines({ order }: { order: Order }) {
  const money = (amount: string) => formatPrice(amount, order.currencyCode)
  return (
    <>
      <Section>
        {order.lines.map((line, index) => (
          // The store's lines have no id of their own here; their place in the order is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order.
          <Row key={index}>
            <Column>
              <Text style={{ margin: '4px 0' }}>
                {line.quantity} × {line.title}
                {line.variantTitle ? <span style={small}> · {line.variantTitle}</span> : null}
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
        {Number(order.discount) > 0 ? <Amount label="Discount" value={`−${money(order.discount)}`} /> : null}
        <Amount label="Tax" value={money(order.tax)} />
        <Amount label="Shipping" value={Number(order.shipping) === 0 ? 'Free' : money(order.shipping)} />
        <Amount label="Total" value={money(order.total)} strong />
      </Section>
    </>
  )
}

/** The confirmation of an order the stand-in checkout took (docs/decisions/0070-checkout-through-the-store.md). */
export function OrderConfirmation({
  order,
  orderUrl,
  publicUrl,
}: {
  order: Order
  orderUrl: string
  publicUrl: string
}) {
  return (
    <MailLayout
      preview={`Order ${order.name}: ${formatPrice(order.total, order.currencyCode)}`}
      publicUrl={publicUrl}
    >
      <Heading style={heading}>Thanks for your order</Heading>
      <Text>
        Your order <strong>{order.name}</strong> is paid. We will email again when it ships.
      </Text>
      <OrderLines order={order} />
      <Button href={orderUrl} style={button}>
        View your order
      </Button>
    </MailLayout>
  )
}

/** The notice that an order shipped, with each shipment's tracking. */
export function OrderShipped({
  order,
  orderUrl,
  publicUrl,
}: {
  order: Order
  orderUrl: string
  publicUrl: string
}) {
  return (
    <MailLayout preview={`Order ${order.name} is on its way`} publicUrl={publicUrl}>
      <Heading style={heading}>Your order is on its way</Heading>
      <Text>
        Your order <strong>{order.name}</strong> has shipped.
      </Text>
      {order.shipments.map((shipment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: shipments are listed as the store lists them.
        <Text key={index} style={{ margin: '4px 0' }}>
          {shipment.company ?? 'Carrier'}
          {shipment.number ? `: tracking number ${shipment.number}` : ''}
          {shipment.url ? (
            <>
              {' '}
              (<a href={shipment.url}>track it</a>)
            </>
          ) : null}
        </Text>
      ))}
      <OrderLines order={order} />
      <Button href={orderUrl} style={button}>
        View your order
      </Button>
    </MailLayout>
  )
}

const orderUrlOf = (order: Order, publicUrl: string) =>
  `${publicUrl}/order-confirmation?order=${encodeURIComponent(order.id)}`

/** The order's confirmation, sent once per order (its dedupe key is the store order's id). */
export async function orderConfirmationMail(
  order: Order & { email: string },
  publicUrl: string,
): Promise<OutgoingMail> {
  const { html, text } = await renderMail(
    <OrderConfirmation order={order} orderUrl={orderUrlOf(order, publicUrl)} publicUrl={publicUrl} />,
  )
  return {
    dedupeKey: `store-order:${order.id}:confirmation`,
    kind: 'order_confirmation',
    to: order.email,
    subject: `Your order ${order.name} is confirmed`,
    html,
    text,
  }
}

/** The notice that the order shipped, sent once per order. */
export async function orderShippedMail(
  order: Order & { email: string },
  publicUrl: string,
): Promise<OutgoingMail> {
  const { html, text } = await renderMail(
    <OrderShipped order={order} orderUrl={orderUrlOf(order, publicUrl)} publicUrl={publicUrl} />,
  )
  return {
    dedupeKey: `store-order:${order.id}:shipped`,
    kind: 'order_shipped',
    to: order.email,
    subject: `Your order ${order.name} has shipped`,
    html,
    text,
  }
}

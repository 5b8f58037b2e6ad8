/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Button, Column, Heading, Row, Section, Text } from '@react-email/components'
import type { ReactElement, ReactNode } from 'react'
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

const orderUrlOf = (order: Order, publicUrl: string) =>
  `${publicUrl}/order-confirmation?order=${encodeURIComponent(order.id)}`

/** A mail about a store order: its heading and news, then its lines and totals and a link to it. */
function StoreOrderMail({
  order,
  publicUrl,
  preview,
  title,
  children,
}: {
  order: Order
  publicUrl: string
  preview: string
  title: string
  children: ReactNode
}) {
  return (
    <MailLayout preview={preview} publicUrl={publicUrl}>
      <Heading style={heading}>{title}</Heading>
      {children}
      <OrderLines order={order} />
      <Button href={orderUrlOf(order, publicUrl)} style={button}>
        View your order
      </Button>
    </MailLayout>
  )
}

/** The confirmation of an order the stand-in checkout took (docs/decisions/0070-checkout-through-the-store.md). */
function OrderConfirmation({ order, publicUrl }: { order: Order; publicUrl: string }) {
  return (
    <StoreOrderMail
      order={order}
      publicUrl={publicUrl}
      preview={`Order ${order.name}: ${formatPrice(order.total, order.currencyCode)}`}
      title="Thanks for your order"
    >
      <Text>
        Your order <strong>{order.name}</strong> is paid. We will email again when it ships.
      </Text>
    </StoreOrderMail>
  )
}

/** The notice that an order shipped, with each shipment's tracking. */
function OrderShipped({ order, publicUrl }: { order: Order; publicUrl: string }) {
  return (
    <StoreOrderMail
      order={order}
      publicUrl={publicUrl}
      preview={`Order ${order.name} is on its way`}
      title="Your order is on its way"
    >
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
    </StoreOrderMail>
  )
}

/** The mail of a store order's `event`, sent once per order and event (its dedupe key names both). */
async function storeOrderMail(
  order: Order & { email: string },
  element: ReactElement,
  mail: { event: string; kind: OutgoingMail['kind']; subject: string },
): Promise<OutgoingMail> {
  const { html, text } = await renderMail(element)
  return {
    dedupeKey: `store-order:${order.id}:${mail.event}`,
    kind: mail.kind,
    to: order.email,
    subject: mail.subject,
    html,
    text,
  }
}

/** The order's confirmation, sent once per order. */
export function orderConfirmationMail(order: Order & { email: string }, publicUrl: string) {
  return storeOrderMail(order, <OrderConfirmation order={order} publicUrl={publicUrl} />, {
    event: 'confirmation',
    kind: 'order_confirmation',
    subject: `Your order ${order.name} is confirmed`,
  })
}

/** The notice that the order shipped, sent once per order. */
export function orderShippedMail(order: Order & { email: string }, publicUrl: string) {
  return storeOrderMail(order, <OrderShipped order={order} publicUrl={publicUrl} />, {
    event: 'shipped',
    kind: 'order_shipped',
    subject: `Your order ${order.name} has shipped`,
  })
}

/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Column, Heading, Row, Text } from '@react-email/components'
import { type GiftCard, giftCardDesignName } from '../../../shared/home/gift-card'
import { formatPrice } from '../../../shared/money'
import { shopIdentity } from '../../../shared/shop-identity'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render'
import { CodeBox, redeemAtCheckout } from './code-box'
import { heading, MailLayout, small } from './layout'

// In the shop's own zone, named, so the date is the same wherever the buyer reads it.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: shopIdentity.timeZoneId,
})

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Row>
      <Column style={{ width: '40%' }}>
        <Text style={{ ...small, margin: '2px 0' }}>{label}</Text>
      </Column>
      <Column>
        <Text style={{ margin: '2px 0' }}>{value}</Text>
      </Column>
    </Row>
  )
}

/**
 * The buyer's receipt: what was bought for whom and when, and the code, so the buyer can pass it on
 * if the recipient's message goes astray.
 */
export function GiftCardReceipt({ card, publicUrl }: { card: GiftCard; publicUrl: string }) {
  const amount = formatPrice(card.amount)
  return (
    <MailLayout preview={`Your ${amount} gift card for ${card.recipientName}`} publicUrl={publicUrl}>
      <Heading style={heading}>Your gift card receipt</Heading>
      <Detail label="Gift card" value={amount} />
      <Detail label="Processing fee" value={formatPrice(0)} />
      <Detail label="For" value={`${card.recipientName} (${card.recipientEmail})`} />
      <Detail label="From" value={card.senderName} />
      <Detail label="Design" value={giftCardDesignName(card.design)} />
      <Detail label="Date" value={dateFormat.format(new Date(card.createdAt))} />
      <CodeBox label="The card's code" code={card.code} />
      <Text>
        We are emailing the gift card to {card.recipientName} at {card.recipientEmail}. If it does not arrive,
        pass this code on yourself: to spend it, {redeemAtCheckout}. It never expires.
      </Text>
    </MailLayout>
  )
}

/** The buyer's receipt, sent once per card. */
export async function giftCardReceiptMail(card: GiftCard, publicUrl: string): Promise<OutgoingMail> {
  const { html, text } = await renderMail(<GiftCardReceipt card={card} publicUrl={publicUrl} />)
  return {
    dedupeKey: `gift-card-receipt:${card.id}`,
    kind: 'gift_card_receipt',
    to: card.buyerEmail,
    subject: `Receipt: your ${formatPrice(card.amount)} gift card for ${card.recipientName}`,
    html,
    text,
  }
}

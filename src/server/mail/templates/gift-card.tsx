/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Button, Heading, Text } from '@react-email/components'
import { type GiftCard, giftCardDesignName } from '../../../shared/home/gift-card'
import { formatPrice } from '../../../shared/money'
import { shopIdentity } from '../../../shared/shop-identity'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render'
import { CodeBox, redeemAtCheckout } from './code-box'
import { button, heading, MailLayout, small } from './layout'

const quote = { borderLeft: '4px solid #f97316', padding: '4px 0 4px 12px', margin: '4px 0 12px' }

/** The buyer's message with its line breaks, in the HTML and the plain-text part alike. */
function MessageLines({ message }: { message: string }) {
  let offset = 0
  // Each line is keyed by where it starts (counting one character per break), unique and stable.
  const lines = message.split(/\r\n?|\n/).map((line) => {
    const start = offset
    offset += line.length + 1
    return { start, line }
  })
  return lines.flatMap(({ start, line }) => (start === 0 ? [line] : [<br key={start} />, line]))
}

/** The gift card as its recipient gets it: who it is from, their words, the code and how to spend it. */
export function GiftCardMessage({ card, publicUrl }: { card: GiftCard; publicUrl: string }) {
  const amount = formatPrice(card.amount)
  return (
    <MailLayout preview={`${card.senderName} sent you a ${amount} gift card`} publicUrl={publicUrl}>
      <Heading style={heading}>A {amount} gift card for you</Heading>
      <Text>
        Hi {card.recipientName}, {card.senderName} sent you a {amount} {shopIdentity.name} gift card.
      </Text>
      {card.message ? (
        <>
          <Text style={{ ...small, margin: '0' }}>{card.senderName} wrote:</Text>
          {/* Plain text: React escapes it, so a message can never add markup or links of its own. */}
          <Text style={quote}>
            <MessageLines message={card.message} />
          </Text>
        </>
      ) : null}
      <CodeBox label="Your gift card code" code={card.code} />
      <Text>
        To spend it, {redeemAtCheckout}. It never expires, and what you don't spend stays on the card for next
        time.
      </Text>
      <Button href={publicUrl} style={button}>
        Visit the shop
      </Button>
      <Text style={small}>Card design: {giftCardDesignName(card.design)}</Text>
    </MailLayout>
  )
}

/** The recipient's message, sent once per card (its dedupe key is the card's id). */
export async function giftCardMail(card: GiftCard, publicUrl: string): Promise<OutgoingMail> {
  const { html, text } = await renderMail(<GiftCardMessage card={card} publicUrl={publicUrl} />)
  return {
    dedupeKey: `gift-card:${card.id}`,
    kind: 'gift_card',
    to: card.recipientEmail,
    subject: `${card.senderName} sent you a ${formatPrice(card.amount)} gift card`,
    html,
    text,
  }
}

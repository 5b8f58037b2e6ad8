/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Button, Heading, Text } from '@react-email/components'
import { shopIdentity } from '../../../shared/shop-identity'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render'
import { CodeBox, redeemAtCheckout } from './code-box'
import { button, heading, MailLayout } from './layout'

/** A welcome code as the newsletter's first message carries it. */
export interface WelcomeCode {
  email: string
  code: string
  percentOff: number
}

/** The first newsletter message: welcome, and the first-order code with how to use it. */
export function NewsletterWelcome({ welcome, publicUrl }: { welcome: WelcomeCode; publicUrl: string }) {
  const offer = `${welcome.percentOff}% off your first order`
  return (
    <MailLayout preview={`Your code for ${offer}`} publicUrl={publicUrl}>
      <Heading style={heading}>Welcome to the Brotherhood</Heading>
      <Text>
        Thanks for joining the {shopIdentity.name} newsletter: ride reports, new arrivals and members-only
        deals. As promised, here is {offer}.
      </Text>
      <CodeBox label={`Your ${welcome.percentOff}% code`} code={welcome.code} />
      <Text>To use it, {redeemAtCheckout}. The code works once, on one order.</Text>
      <Button href={publicUrl} style={button}>
        Start shopping
      </Button>
    </MailLayout>
  )
}

/** The welcome, sent once per address (its dedupe key is the address). */
export async function newsletterWelcomeMail(welcome: WelcomeCode, publicUrl: string): Promise<OutgoingMail> {
  const { html, text } = await renderMail(<NewsletterWelcome welcome={welcome} publicUrl={publicUrl} />)
  return {
    dedupeKey: `newsletter:${welcome.email}`,
    kind: 'newsletter_welcome',
    to: welcome.email,
    subject: `Welcome to the Brotherhood: ${welcome.percentOff}% off your first order`,
    html,
    text,
  }
}

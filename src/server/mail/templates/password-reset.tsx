/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Button, Heading, Link, Text } from '@react-email/components'
import { shopIdentity } from '../../../shared/shop-identity'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render'
import { button, heading, MailLayout, small } from './layout'

/** The "Forgot password?" message: one link, good for an hour and for one use. */
export function PasswordReset({
  firstName,
  resetUrl,
  validMinutes,
  publicUrl,
}: {
  firstName: string
  resetUrl: string
  validMinutes: number
  publicUrl: string
}) {
  return (
    <MailLayout preview={`Reset your ${shopIdentity.name} password`} publicUrl={publicUrl}>
      <Heading style={heading}>Reset your password</Heading>
      <Text>Hi {firstName},</Text>
      <Text>
        Someone asked to reset the password of your {shopIdentity.name} account. If it was you, choose a new
        password here:
      </Text>
      <Button href={resetUrl} style={button}>
        Choose a new password
      </Button>
      <Text style={small}>
        The link works once, for {validMinutes} minutes. Setting a new password signs you out everywhere else.
        If the button does not open, paste this address into your browser:{' '}
        <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={small}>
        If you did not ask for this, ignore this message: your password stays as it is.
      </Text>
    </MailLayout>
  )
}

/** A reset link's message; its dedupe key names the link (by its token's hash), so each request mails its own. */
export async function passwordResetMail(options: {
  to: string
  firstName: string
  resetUrl: string
  tokenHash: string
  validMinutes: number
  publicUrl: string
}): Promise<OutgoingMail> {
  const { html, text } = await renderMail(
    <PasswordReset
      firstName={options.firstName}
      resetUrl={options.resetUrl}
      validMinutes={options.validMinutes}
      publicUrl={options.publicUrl}
    />,
  )
  return {
    dedupeKey: `password-reset:${options.tokenHash}`,
    kind: 'password_reset',
    to: options.to,
    subject: `Reset your ${shopIdentity.name} password`,
    html,
    text,
  }
}

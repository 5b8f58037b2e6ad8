// The server runs under tsx, which applies tsconfig.json's JSX setting only to the files it includes (not src/server).
/** @jsxRuntime automatic @jsxImportSource react */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { shopIdentity } from '../../../shared/shop-identity'

const body = { backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1c1917' }
const container = { backgroundColor: '#ffffff', margin: '0 auto', padding: '24px', maxWidth: '560px' }
export const heading = { fontSize: '22px', fontWeight: 700, margin: '0 0 12px' }
export const small = { fontSize: '13px', color: '#57534e' }
export const button = {
  backgroundColor: '#f97316',
  color: '#1c1917',
  fontWeight: 700,
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
  display: 'inline-block',
}

/** Every message's frame: the shop's name over it, how to reach the shop under it. */
export function MailLayout({
  preview,
  publicUrl,
  children,
}: {
  /** The line a mail app shows beside the subject. */
  preview: string
  publicUrl: string
  children: ReactNode
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={{ fontSize: '18px', fontWeight: 800, margin: '0 0 16px', color: '#ea580c' }}>
            <Link href={publicUrl} style={{ color: '#ea580c', textDecoration: 'none' }}>
              {shopIdentity.name}
            </Link>
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: '#e7e5e4', margin: '24px 0 12px' }} />
          <Text style={small}>
            {shopIdentity.name} · {shopIdentity.city}, {shopIdentity.state} · {shopIdentity.phone} ·{' '}
            <Link href={`mailto:${shopIdentity.email}`}>{shopIdentity.email}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

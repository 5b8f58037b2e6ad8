/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { Text } from '@react-email/components'
import { REDEEM_FIELD_LABEL } from '../../../shared/home/gift-card'

const codeStyle = {
  fontFamily: 'Menlo, Consolas, monospace',
  fontSize: '22px',
  fontWeight: 700,
  letterSpacing: '2px',
  textAlign: 'center' as const,
  backgroundColor: '#fff7ed',
  border: '2px dashed #f97316',
  borderRadius: '6px',
  padding: '12px',
  margin: '8px 0 12px',
}

/** A code to type at checkout, big and set apart; its label says what it is for. */
export function CodeBox({ label, code }: { label: string; code: string }) {
  return (
    <>
      <Text style={{ fontWeight: 700, margin: '16px 0 0' }}>{label}</Text>
      <Text style={codeStyle}>{code}</Text>
    </>
  )
}

/** Where a code goes: the checkout's one field for gift cards and discount codes. */
export const redeemAtCheckout = `enter it at checkout in "${REDEEM_FIELD_LABEL}"`

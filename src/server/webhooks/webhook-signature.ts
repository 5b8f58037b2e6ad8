import { createHmac, timingSafeEqual } from 'node:crypto'

/** Shopify's signature of a webhook: the base64 HMAC-SHA256 of the raw body, keyed with the app's secret. */
export function webhookSignature(body: Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64')
}

/**
 * Whether `signature` (the X-Shopify-Hmac-Sha256 header) is the body's, compared in constant time:
 * how long a wrong guess takes says nothing about how much of it was right.
 */
export function hasValidSignature(body: Uint8Array, signature: string | undefined, secret: string): boolean {
  if (!signature) return false
  // The base64 text itself is compared: another spelling of the same bytes is not Shopify's header.
  const expected = Buffer.from(webhookSignature(body, secret), 'utf8')
  const given = Buffer.from(signature, 'utf8')
  // A length that cannot be the digest's is wrong; timingSafeEqual needs equal lengths.
  if (given.length !== expected.length) return false
  return timingSafeEqual(given, expected)
}

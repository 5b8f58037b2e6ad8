/** How the Storefront API prints values, so clients written against Shopify read ours unchanged. */
import { SHOP_CURRENCY } from '../../shared/money'

export type CurrencyCode = typeof SHOP_CURRENCY

export interface Money {
  amount: string
  currencyCode: CurrencyCode
}

/** Shopify's Decimal keeps at least one fractional digit and drops trailing zeros: "30.0", "129.9". */
export function formatDecimal(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (!text.includes('.')) return `${text}.0`
  const trimmed = text.replace(/0+$/, '')
  return trimmed.endsWith('.') ? `${trimmed}0` : trimmed
}

export function money(amount: string | number): Money {
  return { amount: formatDecimal(amount), currencyCode: SHOP_CURRENCY }
}

/** ISO 8601 without milliseconds, as Shopify prints DateTime: "2025-01-31T09:30:00Z". */
export function formatDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Cuts text to at most `length` characters including a trailing "...", like Shopify's truncateAt. */
export function truncateText(text: string, length: number | null | undefined): string {
  if (length === null || length === undefined || length < 0 || text.length <= length) return text
  if (length <= 3) return text.slice(0, length)
  return `${text.slice(0, length - 3).trimEnd()}...`
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Stored image paths are site-relative; clients need absolute URLs, as Shopify's CDN gives. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return new URL(pathOrUrl, origin).toString()
}

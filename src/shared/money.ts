/**
 * Money: reading, summing and showing amounts, shared by the client (display) and the server (the
 * prices that count). Order totals (tax and shipping) are in order-totals.ts.
 * All arithmetic runs in integer cents: 0.1 + 0.2 style float error never reaches a total.
 */

/**
 * The currency of the prices the shop keeps itself (its own products, the emulator's catalogue). A
 * connected store's prices come in the store's currency (MoneyV2.currencyCode).
 */
export const SHOP_CURRENCY = 'USD'

export type Amount = string | number

export interface PricedLine {
  price: Amount
  quantity: number
}

export interface CartTotals {
  subtotal: string
  itemCount: number
}

// Plain decimal only: storefront MoneyV2 amounts look like "30.0" or "129.99", never "1e3" or "$5".
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/

/** Parses a decimal amount such as "30.0" or " 129.99 " into a number of dollars. */
export function parseAmount(value: string): number {
  return amountToCents(value) / 100
}

/**
 * Converts dollars to whole cents, rounding half away from zero at the third decimal.
 * Strings are read digit by digit so "1.005" is 101 cents, not the 100 a float would give.
 */
export function amountToCents(amount: Amount): number {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new TypeError(`Invalid money amount: ${amount}`)
    // toPrecision drops the float noise (129.99 * 100 = 12998.999…) before rounding.
    const cents = Number((Math.abs(amount) * 100).toPrecision(15))
    return checkedCents(Math.sign(amount) * Math.round(cents), amount)
  }
  if (typeof amount !== 'string') throw new TypeError(`Invalid money amount: ${String(amount)}`)
  const match = DECIMAL_PATTERN.exec(amount.trim())
  const [, sign = '', whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) {
    throw new TypeError(`Invalid money amount: "${amount}" is not a decimal number`)
  }
  const wholeCents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0
  const cents = wholeCents + roundUp
  return checkedCents(sign === '-' && cents !== 0 ? -cents : cents, amount)
}

function checkedCents(cents: number, original: Amount): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money amount out of range: ${String(original)}`)
  return cents
}

/** Writes cents as a plain 2-decimal string, e.g. 12345 → "123.45". */
export function centsToAmount(cents: number): string {
  const abs = Math.abs(cents)
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}

function lineCents(line: PricedLine): number {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`Invalid quantity: ${line.quantity} (expected a whole number of at least 0)`)
  }
  const price = amountToCents(line.price)
  if (price < 0) throw new RangeError(`Invalid price: ${String(line.price)} (a price cannot be negative)`)
  return checkedCents(price * line.quantity, line.price)
}

function sumLines(lines: readonly PricedLine[]): { subtotalCents: number; itemCount: number } {
  let subtotalCents = 0
  let itemCount = 0
  for (const line of lines) {
    subtotalCents = checkedCents(subtotalCents + lineCents(line), line.price)
    itemCount += line.quantity
  }
  return { subtotalCents, itemCount }
}

/** Cart summary: subtotal (sum of price × quantity) and the number of items (sum of quantities). */
export function cartTotals(items: readonly PricedLine[]): CartTotals {
  const { subtotalCents, itemCount } = sumLines(items)
  return { subtotal: centsToAmount(subtotalCents), itemCount }
}

const formatters = new Map<string, Intl.NumberFormat>()

/** One formatter per currency, made on first use: making one costs more than formatting with it. */
function currencyFormatter(currencyCode: string): Intl.NumberFormat {
  let formatter = formatters.get(currencyCode)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
    })
    formatters.set(currencyCode, formatter)
  }
  return formatter
}

/**
 * "$1,234.50" for US dollars, "€1,234.50" for euros: the amount in its currency (ISO 4217, as the
 * Storefront API's MoneyV2.currencyCode gives it), thousands separators, always 2 decimals.
 */
export function formatPrice(amount: Amount, currencyCode: string = SHOP_CURRENCY): string {
  const cents = amountToCents(amount)
  return currencyCode === 'USD' ? dollars(cents, 2) : currencyFormatter(currencyCode).format(cents / 100)
}

/**
 * US dollars as Intl's en-US currency format writes them ("-$1,234.50"; `decimals` 0 → "$100"),
 * without Intl: a page's first Intl formatter loads the browser's locale data, measured at 20 ms
 * on this project's machine and four times that at a phone's speed (docs/performance.md), and most
 * pages show no other currency.
 */
export function dollars(cents: number, decimals: 0 | 2): string {
  const sign = cents < 0 ? '-' : ''
  const whole = decimals === 0 ? Math.round(Math.abs(cents) / 100) : Math.floor(Math.abs(cents) / 100)
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return decimals === 0
    ? `${sign}$${grouped}`
    : `${sign}$${grouped}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
}

/**
 * round((compareAt − price) / compareAt × 100); 0 when there is no compare-at price or it is not
 * higher than the price (no "−10%" badges).
 */
export function discountPercent(price: Amount, compareAt?: Amount | null): number {
  if (compareAt === undefined || compareAt === null || compareAt === '') return 0
  const compareCents = amountToCents(compareAt)
  const priceCents = amountToCents(price)
  if (compareCents <= priceCents || compareCents <= 0) return 0
  return Math.round(((compareCents - priceCents) * 100) / compareCents)
}

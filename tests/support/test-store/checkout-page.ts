/**
 * `GET /checkouts/cn/{token}`: where a cart's `checkoutUrl` leads. A bare page, not Shopify's
 * checkout: it shows what the store was handed (each line as `{product} — {variant} × {quantity}`,
 * the buyer's email and address, the cart's attributes and codes), so a test can see that the
 * browser reached the store with the rider's cart. The order is placed by the test
 * (TestStore.placeOrder), as the store's payment would.
 */
import { productOfVariant, type TestCart } from './carts'
import { CURRENCY, restAmount } from './money'

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

/** A line as the page lists it: `{product title} — {variant title} × {quantity}`. */
export function checkoutLineText(productTitle: string, variantTitle: string, quantity: number) {
  return `${productTitle} — ${variantTitle} × ${quantity}`
}

function list(testId: string, items: readonly string[], empty: string) {
  if (items.length === 0) return `<p data-testid="${testId}">${escapeHtml(empty)}</p>`
  return `<ul data-testid="${testId}">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
}

export function checkoutPageHtml(cart: TestCart, orderName: string | null, shopName: string): string {
  const lines = cart.lines.map((line) =>
    checkoutLineText(productOfVariant(line.variant).title, line.variant.title, line.quantity),
  )
  const subtotal = cart.lines.reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0)
  const address = cart.addresses.find((selectable) => selectable.selected) ?? cart.addresses[0]
  const addressText = address
    ? [
        [address.address.firstName, address.address.lastName].filter(Boolean).join(' '),
        address.address.address1,
        address.address.address2,
        [address.address.zip, address.address.city].filter(Boolean).join(' '),
        address.address.countryCode,
      ]
        .filter(Boolean)
        .join(', ')
    : 'No delivery address'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test store checkout</title>
<link rel="icon" href="data:,">
</head>
<body>
<main data-cart-token="${escapeHtml(cart.token)}">
<h1>Test store checkout</h1>
<p>${escapeHtml(shopName)}</p>
${orderName ? `<p role="status" data-testid="checkout-order">Order ${escapeHtml(orderName)} placed</p>` : ''}
<section aria-labelledby="checkout-lines-heading">
<h2 id="checkout-lines-heading">Cart</h2>
${list('checkout-lines', lines, 'The cart is empty')}
<p data-testid="checkout-subtotal">Subtotal: ${restAmount(subtotal)} ${CURRENCY}</p>
</section>
<section aria-labelledby="checkout-contact-heading">
<h2 id="checkout-contact-heading">Contact</h2>
<p data-testid="checkout-email">${escapeHtml(cart.buyerIdentity.email ?? 'No email')}</p>
<p data-testid="checkout-address">${escapeHtml(addressText)}</p>
</section>
<section aria-labelledby="checkout-attributes-heading">
<h2 id="checkout-attributes-heading">Attributes</h2>
${list(
  'checkout-attributes',
  cart.attributes.map((attribute) => `${attribute.key}: ${attribute.value}`),
  'No attributes',
)}
</section>
<section aria-labelledby="checkout-codes-heading">
<h2 id="checkout-codes-heading">Codes</h2>
${list('checkout-discount-codes', cart.discountCodes, 'No discount codes')}
${list('checkout-gift-card-codes', cart.giftCardCodes, 'No gift cards')}
</section>
</main>
</body>
</html>
`
}

export function checkoutNotFoundHtml(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test store checkout</title><link rel="icon" href="data:,"></head>
<body><main><h1>Test store checkout</h1><p>This cart does not exist.</p></main></body>
</html>
`
}

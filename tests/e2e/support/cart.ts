import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** Opens the side cart from the header and returns its dialog. */
export async function openCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open cart/ })
    .click()
  return page.getByRole('dialog', { name: 'Your Cart' })
}

/** A shopper's details as the checkout form asks for them. */
export interface CheckoutDetails {
  email: string
  firstName: string
  lastName: string
  address: string
  city: string
  state: string
  zip: string
}

/** Fills every field of the checkout form (the store's checkout asks for the card). */
export async function fillCheckout(checkout: Locator, details: CheckoutDetails) {
  await checkout.getByLabel('Email').fill(details.email)
  await checkout.getByLabel('First name').fill(details.firstName)
  await checkout.getByLabel('Last name').fill(details.lastName)
  await checkout.getByLabel('Address', { exact: true }).fill(details.address)
  await checkout.getByLabel('City').fill(details.city)
  await checkout.getByLabel('State').fill(details.state)
  await checkout.getByLabel('ZIP code').fill(details.zip)
}

/**
 * Pays on the emulator's stand-in test checkout (src/server/stand-in-checkout/) with a test card:
 * `4242 4242 4242 4242` is approved, `4000 0000 0000 0002` declined. The address is the one the
 * app handed over.
 */
export async function payAtStandIn(page: Page, card: string) {
  await expect(page.getByRole('button', { name: /^(Pay|Place order)/ })).toBeVisible()
  // A gift card that pays everything leaves no card to ask for.
  if (await page.getByLabel('Card number').isVisible()) {
    await page.getByLabel('Card number').fill(card)
    await page.getByLabel('Expiry date (MM/YY)').fill('12/29')
    await page.getByLabel('CVC').fill('123')
    await page.getByLabel('Name on card').fill('Casey Miles')
  }
  await page.getByRole('button', { name: /^(Pay|Place order)/ }).click()
}

/** "Please sign in", what Add to Cart says with nobody signed in (src/features/cart/components/sign-in-to-add.tsx). */
export function signInPrompt(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Please sign in' })
}

/** Expects "Please sign in" on screen with its reason. */
export async function expectSignInPrompt(page: Page) {
  const prompt = signInPrompt(page)
  await expect(prompt).toBeVisible()
  await expect(
    prompt.getByText('You need to sign in to add items to your cart.', { exact: true }),
  ).toBeVisible()
}

/**
 * Puts the first featured own-label product in the cart of the rider signed in on `request`'s
 * cookies (a page's `page.request`); returns its name.
 */
export async function fillCart(request: APIRequestContext) {
  const [own] = (await (await request.get('/api/products/featured')).json()) as {
    slug: string
    name: string
  }[]
  if (!own) throw new Error('No featured own-label product')
  expect(
    (await request.post('/api/cart', { data: { productId: `own:${own.slug}`, quantity: 1 } })).ok(),
  ).toBe(true)
  return own.name
}

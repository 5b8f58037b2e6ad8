import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** Opens the side cart from the header and returns its dialog. */
export async function openCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open cart/ })
    .click()
  return page.getByRole('dialog', { name: 'Your Cart' })
}

/** A shopper's details as the checkout form asks for them; the card is a test card, never sent. */
export interface CheckoutDetails {
  email: string
  firstName: string
  lastName: string
  address: string
  city: string
  state: string
  zip: string
}

/** Fills every field of the checkout form, the card details included. */
export async function fillCheckout(checkout: Locator, details: CheckoutDetails) {
  await checkout.getByLabel('Email').fill(details.email)
  await checkout.getByLabel('First name').fill(details.firstName)
  await checkout.getByLabel('Last name').fill(details.lastName)
  await checkout.getByLabel('Address', { exact: true }).fill(details.address)
  await checkout.getByLabel('City').fill(details.city)
  await checkout.getByLabel('State').fill(details.state)
  await checkout.getByLabel('ZIP code').fill(details.zip)
  await checkout.getByLabel('Name on card').fill(`${details.firstName} ${details.lastName}`)
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry date').fill('12/29')
  await checkout.getByLabel('CVV').fill('123')
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

import type { Locator, Page } from '@playwright/test'

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

import type { Page } from '@playwright/test'
import { openCart } from './support/cart'
import { expect, test } from './support/test'

// A shared tablet or a shop-floor kiosk: what one shopper leaves behind on signing out
// (docs/decisions/0035-signing-out-leaves-nothing-behind.md).

test.use({ reducedMotion: 'reduce' })

const PASSWORD = 'one-tablet-many-riders'

interface Rider {
  firstName: string
  email: string
}

function newRider(firstName: string): Rider {
  return { firstName, email: `${firstName.toLowerCase()}-${Date.now()}@example.com` }
}

/** What this browser keeps in idb-keyval's store: its keys, and the shopper and cart lines saved. */
function deviceRecords(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ keys: string[]; savedUser: string | null; savedCartLines: number }>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve({ keys: [], savedUser: null, savedCartLines: -1 })
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval'))
            return resolve({ keys: [], savedUser: null, savedCartLines: -1 })
          const store = db.transaction('keyval').objectStore('keyval')
          const keys = store.getAllKeys()
          const saved = store.get('query-cache:v1')
          saved.onsuccess = () => {
            const queries = (saved.result?.state?.queries ?? []) as {
              queryKey: unknown[]
              state: { data: unknown }
            }[]
            const user = queries.find((q) => q.queryKey[0] === '/api/auth/user')?.state.data as
              | { email?: string }
              | null
              | undefined
            const cart = queries.find((q) => q.queryKey[0] === '/api/cart')?.state.data
            resolve({
              keys: (keys.result as string[]).sort(),
              savedUser: user?.email ?? null,
              savedCartLines: Array.isArray(cart) ? cart.length : -1,
            })
          }
        }
      }),
  )
}

const banner = (page: Page) => page.getByRole('banner')
const wishlistLink = (page: Page) => banner(page).getByRole('link', { name: /^Wishlist/ })
const cartButton = (page: Page) => banner(page).getByRole('button', { name: /^Open cart/ })
const recentlyViewed = (page: Page) => page.getByRole('region', { name: 'Recently Viewed' })
const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')
const mergeQuestion = (page: Page) =>
  page.getByRole('dialog', { name: /^Add \d+ saved items? to your account\?$/ })

async function cardTitle(page: Page, index: number) {
  return (await cards(page).nth(index).getByRole('heading').textContent())?.trim() ?? ''
}

async function heart(page: Page, title: string) {
  const card = cards(page)
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first()
  await card.getByRole('checkbox', { name: `Save ${title} to wishlist` }).click()
  await expect(card.getByRole('checkbox', { name: `Save ${title} to wishlist` })).toBeChecked()
}

async function signIn(page: Page, rider: Rider, returnTo = '/') {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(rider.email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`))
}

async function registerInTheBrowser(page: Page, rider: Rider) {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Create an account' }).click()
  const form = page.getByRole('form', { name: 'Create account' })
  await form.getByLabel('First name').fill(rider.firstName)
  await form.getByLabel('Last name').fill('Rider')
  await form.getByLabel('Email').fill(rider.email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(banner(page).getByRole('link', { name: `Your orders, ${rider.firstName}` })).toBeVisible()
}

/** Sign out from the orders page (the header's button is for wider screens); it ends on the home page. */
async function signOutOnTheOrdersPage(page: Page, rider: Rider) {
  await page.goto('/account/orders')
  await page.getByRole('button', { name: `Sign out ${rider.firstName}` }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
}

test("the next account on this browser sees none of the last one's hearts, cart or recently viewed, after a reload and offline too", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const alex = newRider('Alex')
  const sam = newRider('Sam')
  const [ownProduct] = (await (await request.get('/api/products/featured')).json()) as {
    slug: string
    name: string
  }[]
  if (!ownProduct) throw new Error('No featured own product')

  // Alex signs up here, hearts two products, views one and puts it in the cart.
  await registerInTheBrowser(page, alex)
  await page.goto('/products')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  const hearted = [await cardTitle(page, 0), await cardTitle(page, 1)]
  for (const title of hearted) await heart(page, title)
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 saved')

  await page.goto(`/product/${ownProduct.slug}`)
  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check()
  await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Black' }).check()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item')
  await page.getByRole('link', { name: 'Open Road', exact: true }).click()
  await expect(recentlyViewed(page).getByRole('heading', { name: ownProduct.name })).toBeVisible()
  await expect.poll(async () => (await deviceRecords(page)).savedUser).toBe(alex.email)
  expect((await deviceRecords(page)).keys).toContain('wishlist:account')

  // Alex signs out: nothing of Alex's is left in this browser's storage.
  await signOutOnTheOrdersPage(page, alex)
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist')
  await expect(cartButton(page)).toHaveAccessibleName('Open cart')
  const afterAlex = await deviceRecords(page)
  expect(afterAlex.keys).not.toContain('wishlist:account')
  expect(afterAlex.keys).not.toContain('recently-viewed:products')
  expect(afterAlex.savedUser).toBeNull()

  // Sam signs up on the same browser: no question (Alex's hearts were Alex's), and nothing of Alex's.
  await registerInTheBrowser(page, sam)
  await expect(page.getByRole('heading', { name: 'Featured Products', exact: true })).toBeVisible()
  await expect(recentlyViewed(page)).toHaveCount(0)
  await expect(mergeQuestion(page)).toHaveCount(0)
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist')
  await expect(cartButton(page)).toHaveAccessibleName('Open cart')

  async function seesNothingOfAlex() {
    await expect(banner(page).getByRole('link', { name: `Your orders, ${sam.firstName}` })).toBeVisible()
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist')
    await expect(cartButton(page)).toHaveAccessibleName('Open cart')
    const cart = await openCart(page)
    await expect(cart.getByText('Your cart is empty')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.goto('/wishlist')
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
    await page.goto('/products')
    for (const title of hearted)
      await expect(
        cards(page)
          .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
          .first()
          .getByRole('checkbox', { name: `Save ${title} to wishlist` }),
      ).not.toBeChecked()
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Featured Products', exact: true })).toBeVisible()
    await expect(recentlyViewed(page)).toHaveCount(0)
  }

  await seesNothingOfAlex()
  await page.reload()
  await seesNothingOfAlex()

  // Offline, the app starts from what this browser saved: Sam's (empty) cart and wishlist only.
  await expect
    .poll(async () => {
      const records = await deviceRecords(page)
      return [records.savedUser, records.savedCartLines]
    })
    .toEqual([sam.email, 0])
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toBeVisible()
  await expect(banner(page).getByRole('link', { name: `Your orders, ${sam.firstName}` })).toBeVisible()
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist')
  await expect(cartButton(page)).toHaveAccessibleName('Open cart')
  await expect(recentlyViewed(page)).toHaveCount(0)
  const offlineCart = await openCart(page)
  await expect(offlineCart.getByText('Your cart is empty')).toBeVisible()
  await page.keyboard.press('Escape')
  await context.setOffline(false)
})

test.describe('hearts set while signed out, on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  test('join an account only when the shopper says Add; Not now keeps them on this device only', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const casey = newRider('Casey')
    // The account exists already; this browser is not signed in to it.
    const registered = await request.post('/api/auth/register', {
      data: { email: casey.email, password: PASSWORD, firstName: casey.firstName, lastName: 'Rider' },
    })
    expect(registered.ok()).toBe(true)

    await page.goto('/products')
    const title = await cardTitle(page, 0)
    await heart(page, title)
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 saved')

    // Signing in asks; "Not now" leaves the account without it, and the device with it.
    await signIn(page, casey, '/wishlist')
    const question = page.getByRole('dialog', { name: 'Add 1 saved item to your account?' })
    await expect(question).toBeVisible()
    await expect(question).toContainText('You saved them on this device while signed out.')
    await question.getByRole('button', { name: 'Not now' }).click()
    await expect(question).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist')
    const declined = (await (await page.request.get('/api/wishlist')).json()) as { productIds: string[] }
    expect(declined.productIds).toEqual([])

    // Not asked again during this sign-in, even after a reload.
    const merged = page.waitForResponse((r) => r.url().endsWith('/api/wishlist/merge'))
    await page.reload()
    await merged
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
    await expect(mergeQuestion(page)).toHaveCount(0)

    // Signed out (the header's Sign out), the heart is back on this device.
    await banner(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 saved')

    // The next sign-in asks again; "Add" moves it into the account.
    await signIn(page, casey, '/wishlist')
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(question).toBeHidden()
    await expect(page.getByTestId('wishlist-results').getByRole('heading', { name: title })).toBeVisible()
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 saved')
    const added = (await (await page.request.get('/api/wishlist')).json()) as { productIds: string[] }
    expect(added.productIds).toHaveLength(1)

    // It is the account's now: signing out takes it off this device.
    await banner(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist')
  })
})

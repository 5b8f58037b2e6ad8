import type { Page } from '@playwright/test'
import { signUp } from './support/account'
import { seriousViolations } from './support/axe'
import { waitForMail } from './support/mail'
import { expect, test } from './support/test'

test.use({ reducedMotion: 'reduce' })

const FIRST_PASSWORD = 'pick-my-own-size'
const RESET_PASSWORD = 'found-my-way-back-in'
const CHANGED_PASSWORD = 'changed-on-purpose-now'

const banner = (page: Page) => page.getByRole('banner')
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/** Signs in on the sign-in page; returns the alert's text when it is refused, else null once home. */
async function signInOnThePage(page: Page, email: string, password: string) {
  await page.goto('/sign-in')
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  const refused = form.getByRole('alert')
  const home = banner(page).getByRole('link', { name: 'Your orders, Kit' })
  await expect(refused.or(home)).toBeVisible()
  return (await refused.isVisible()) ? refused.textContent() : null
}

test('a rider who forgot the password gets back in by mail; every other session ends; the password can be changed from the account', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const email = await signUp(page.request, 'reset', FIRST_PASSWORD)

  // The same account, signed in on a second device.
  const elsewhere = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  const other = await elsewhere.newPage()
  expect(await signInOnThePage(other, email, FIRST_PASSWORD)).toBeNull()

  // On the first device: sign out, then "Forgot password?".
  await page.goto('/account/orders')
  await page.getByRole('button', { name: 'Sign out Kit' }).click()
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  await banner(page).getByRole('link', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?')
  expect(await seriousViolations(page)).toEqual([])
  const ask = page.getByRole('form', { name: 'Ask for a reset link' })
  await ask.getByLabel('Email').fill(email)
  await ask.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email')
  await expect(page.getByRole('main').getByRole('status')).toContainText(`If an account uses ${email}`)

  // The real mail, with an absolute link to this shop.
  const [mail] = await waitForMail(email, /reset/i)
  const link = /https?:\/\/[^\s"<>\]]+\/reset-password\?token=[A-Za-z0-9_-]{43}[^\s"<>\]]*/.exec(
    mail?.text ?? '',
  )?.[0]
  expect(link, mail?.text).toBeDefined()
  expect(new URL(link ?? '').origin).toBe(new URL(baseURL ?? '').origin)

  await page.goto(link ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
  expect(await seriousViolations(page)).toEqual([])
  const choose = page.getByRole('form', { name: 'Choose a new password' })
  await choose.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD)
  await choose.getByLabel('Confirm new password').fill(RESET_PASSWORD)
  await choose.getByRole('button', { name: 'Set new password' }).click()
  // Signed in here, back where the rider was, and told so.
  await expect(toasts(page).getByText('Password changed', { exact: true })).toBeVisible()
  await expect(banner(page).getByRole('link', { name: 'Your orders, Kit' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/')

  // The second device was signed out: its orders page asks it to sign in.
  await other.goto('/account/orders')
  await expect(other.getByRole('heading', { name: /^Sign in/ }).first()).toBeVisible()
  expect(await (await other.request.get('/api/auth/user')).json()).toBeNull()
  // The link was for one use: whoever opens it again is refused.
  await other.goto(link ?? '')
  const again = other.getByRole('form', { name: 'Choose a new password' })
  await again.getByLabel('New password', { exact: true }).fill('one-more-new-password')
  await again.getByLabel('Confirm new password').fill('one-more-new-password')
  await again.getByRole('button', { name: 'Set new password' }).click()
  await expect(again.getByRole('alert')).toHaveText(
    'This reset link has expired or was already used. Ask for a new one.',
  )
  await expect(other.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
  // The old password no longer signs in; the new one does.
  expect(await signInOnThePage(other, email, FIRST_PASSWORD)).toBe('Email or password is incorrect.')
  expect(await signInOnThePage(other, email, RESET_PASSWORD)).toBeNull()

  // Changing the password from the account: the header's account link, then "Change password".
  await banner(page).getByRole('link', { name: 'Your orders, Kit' }).click()
  await page.getByRole('link', { name: 'Change password' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password')
  expect(await seriousViolations(page)).toEqual([])
  const change = page.getByRole('form', { name: 'Change password' })
  await change.getByLabel('Current password').fill(RESET_PASSWORD)
  await change.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD)
  await change.getByLabel('Confirm new password').fill(CHANGED_PASSWORD)
  await change.getByRole('button', { name: 'Change password' }).click()
  await expect(toasts(page).getByText('Password changed', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/account\/orders$/)
  // This device stays signed in; the other one is out again.
  await page.reload()
  await expect(banner(page).getByRole('link', { name: 'Your orders, Kit' })).toBeVisible()
  expect(await (await other.request.get('/api/auth/user')).json()).toBeNull()
  expect(await signInOnThePage(other, email, RESET_PASSWORD)).toBe('Email or password is incorrect.')
  expect(await signInOnThePage(other, email, CHANGED_PASSWORD)).toBeNull()
  await elsewhere.close()
})

test('the forgot and reset pages say offline that they need a connection', async ({ page, context }) => {
  await page.goto('/forgot-password')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText("You're offline. Asking for a reset link needs a connection.")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled()
  await page.goto(`/reset-password?token=${'A'.repeat(43)}`)
  await expect(page.getByText("You're offline. Setting a new password needs a connection.")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled()
  await context.setOffline(false)
})

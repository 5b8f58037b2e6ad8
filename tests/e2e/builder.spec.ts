import type { Locator, Page } from '@playwright/test'
import { amountToCents, centsToAmount, formatPrice } from '../../src/shared/money'
import { expect, test } from './support/test'
import { chooseFirstAvailable } from './support/variant-picker'

// The intro splash has its own tests (shell.spec.ts); here it would only cover the page.
test.use({ reducedMotion: 'reduce' })

/** The six slots' lists and how many products each asks for. */
const SLOT_LISTS = [
  { tab: 'Jackets', count: 20 },
  { tab: 'Vests', count: 15 },
  { tab: 'Chaps', count: 10 },
  { tab: 'Gloves', count: 20 },
  { tab: 'Boots', count: 20 },
  { tab: 'Helmets', count: 20 },
] as const

function builder(page: Page) {
  return {
    tab: (name: string) => page.getByRole('tab', { name, exact: true }),
    panel: page.getByRole('tabpanel'),
    outfit: page.getByRole('list', { name: 'Outfit slots' }),
    total: page.getByTestId('outfit-total'),
    addToCart: page.getByRole('button', { name: 'Add to Cart', exact: true }),
    clear: page.getByRole('button', { name: 'Clear Outfit', exact: true }),
    angle: page.getByText(/^Angle: \d+°$/),
  }
}

/**
 * Adds the first listed product that can still be added (not sold out, not already chosen) in the
 * first size and colour that can be bought; returns its name and the options chosen.
 */
async function addFirstAvailable(panel: Locator) {
  await expect(panel.getByRole('article').first()).toBeVisible()
  const candidate = panel
    .getByRole('article')
    .filter({ hasNot: panel.page().getByRole('button', { name: /^(Sold Out|In Outfit): / }) })
    .first()
  const name = (await candidate.getByRole('heading').textContent())?.trim() ?? ''
  expect(name).not.toBe('')
  // Held by its name: choosing a size changes the buttons the card was found by.
  const card = panel
    .getByRole('article')
    .filter({ has: panel.page().getByRole('heading', { name, exact: true }) })
  const add = card.getByRole('button', { name: `Add ${name} to outfit`, exact: true })
  const options = await chooseFirstAvailable(card)
  await add.click()
  return { name, options }
}

/** The price a filled slot shows, in cents. */
async function slotPriceCents(outfit: Locator, name: string) {
  const text = await outfit
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByTestId('slot-price')
    .textContent()
  return amountToCents((text ?? '').replace(/[$,]/g, ''))
}

const dollars = (cents: number) => formatPrice(centsToAmount(cents))

test('build an outfit: add, replace, total, remove, rotate, keep on reload, clear', async ({ page }) => {
  await page.goto('/apparel-builder')
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Outfit Builder' })).toBeVisible()
  const b = builder(page)
  await expect(b.tab('Jackets')).toHaveAttribute('aria-selected', 'true')
  await expect(b.total).toHaveText('$0.00')
  await expect(b.addToCart).toBeDisabled()
  await expect(b.clear).toBeDisabled()

  // A jacket, then a vest.
  const { name: firstJacket } = await addFirstAvailable(b.panel)
  await expect(
    b.outfit.getByRole('button', { name: `Remove ${firstJacket} from outfit`, exact: true }),
  ).toBeVisible()
  await expect(b.panel.getByRole('button', { name: `In Outfit: ${firstJacket}` })).toBeDisabled()

  await b.tab('Vests').click()
  await expect(b.tab('Vests')).toHaveAttribute('aria-selected', 'true')
  await expect(b.tab('Jackets')).toHaveAttribute('aria-selected', 'false')
  const { name: vest } = await addFirstAvailable(b.panel)
  await expect(
    b.outfit.getByRole('button', { name: `Remove ${vest} from outfit`, exact: true }),
  ).toBeVisible()

  // Another jacket replaces the first one in its slot.
  await b.tab('Jackets').click()
  const { name: jacket } = await addFirstAvailable(b.panel)
  expect(jacket).not.toBe(firstJacket)
  await expect(
    b.outfit.getByRole('button', { name: `Remove ${jacket} from outfit`, exact: true }),
  ).toBeVisible()
  await expect(
    b.outfit.getByRole('button', { name: `Remove ${firstJacket} from outfit`, exact: true }),
  ).toHaveCount(0)
  await expect(b.outfit.getByRole('button', { name: /^Remove .+ from outfit$/ })).toHaveCount(2)

  // The total is the sum of the two prices shown.
  const jacketCents = await slotPriceCents(b.outfit, jacket)
  const vestCents = await slotPriceCents(b.outfit, vest)
  expect(jacketCents).toBeGreaterThan(0)
  await expect(b.total).toHaveText(dollars(jacketCents + vestCents))
  await expect(b.addToCart).toBeEnabled()

  // × empties the vest's slot.
  await b.outfit.getByRole('button', { name: `Remove ${vest} from outfit`, exact: true }).click()
  await expect(b.outfit.getByText(vest, { exact: true })).toHaveCount(0)
  await expect(b.outfit.getByRole('button', { name: 'Choose a vest' })).toBeVisible()
  await expect(b.total).toHaveText(dollars(jacketCents))

  // Four quarter turns come back to 0°.
  await expect(b.angle).toHaveText('Angle: 0°')
  const rotate = page.getByRole('button', { name: 'Rotate view' })
  for (const angle of [90, 180, 270, 0]) {
    await rotate.click()
    await expect(b.angle).toHaveText(`Angle: ${angle}°`)
  }

  // A reload keeps the outfit.
  await page.reload()
  await expect(
    b.outfit.getByRole('button', { name: `Remove ${jacket} from outfit`, exact: true }),
  ).toBeVisible()
  await expect(b.outfit.getByRole('button', { name: 'Choose a vest' })).toBeVisible()
  await expect(b.total).toHaveText(dollars(jacketCents))

  // Clear Outfit empties every slot and disables Add to Cart.
  await b.clear.click()
  await expect(b.outfit.getByRole('button', { name: /^Remove .+ from outfit$/ })).toHaveCount(0)
  await expect(b.outfit.getByRole('button', { name: /^Choose / })).toHaveCount(6)
  await expect(b.total).toHaveText('$0.00')
  await expect(b.addToCart).toBeDisabled()
  await expect(b.clear).toBeDisabled()
  await page.reload()
  await expect(b.outfit.getByRole('button', { name: /^Choose / })).toHaveCount(6)
})

test('every slot lists live products, each with image, name, price and Add', async ({ page }) => {
  await page.goto('/apparel-builder')
  const b = builder(page)
  for (const { tab, count } of SLOT_LISTS) {
    await b.tab(tab).click()
    await expect(b.tab(tab)).toHaveAttribute('aria-selected', 'true')
    const cards = b.panel.getByRole('list', { name: tab }).getByRole('article')
    await expect(cards).toHaveCount(count)
    const first = cards.first()
    await expect(first.getByRole('img')).toBeVisible()
    await expect(first.getByRole('heading')).not.toBeEmpty()
    await expect(first).toContainText(/\$\d[\d,]*\.\d{2}/)
    await expect(
      first.getByRole('button', { name: /^(Add .+ to outfit|Choose a \w+ for .+|Sold Out: .+)$/ }),
    ).toBeVisible()
  }
})

test('an empty slot in the preview opens its list', async ({ page }) => {
  await page.goto('/apparel-builder')
  const b = builder(page)
  await b.outfit.getByRole('button', { name: 'Choose boots' }).click()
  await expect(b.tab('Boots')).toHaveAttribute('aria-selected', 'true')
  await expect(b.tab('Boots')).toBeFocused()
  await expect(b.panel.getByRole('list', { name: 'Boots' }).getByRole('article').first()).toBeVisible()
})

test("the header's Shop All menu leads to the Custom Builder", async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  const shopAll = menu.locator('details').filter({ has: page.locator('summary', { hasText: /^Shop All$/ }) })
  await shopAll.locator('summary').click()
  await shopAll
    .getByRole('list', { name: 'Collections' })
    .getByRole('link', { name: 'Custom Builder' })
    .click()
  await expect(page).toHaveURL(/\/apparel-builder$/)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Outfit Builder' })).toBeVisible()
})

test('Add to Cart puts every chosen item in the cart and says so with the total', async ({ page }) => {
  await page.goto('/sign-in?returnTo=/apparel-builder')
  const signIn = page.getByRole('form', { name: 'Sign in' })
  await signIn.getByLabel('Email').fill('demo@openroadmoto.example')
  await signIn.getByLabel('Password').fill('ride-safe-2024')
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/apparel-builder$/)

  const b = builder(page)
  const jacketItem = await addFirstAvailable(b.panel)
  const jacket = jacketItem.name
  await b.tab('Helmets').click()
  const helmetItem = await addFirstAvailable(b.panel)
  const helmet = helmetItem.name
  const total = dollars((await slotPriceCents(b.outfit, jacket)) + (await slotPriceCents(b.outfit, helmet)))
  await expect(b.total).toHaveText(total)

  await b.addToCart.click()
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText('Custom outfit added to cart!', { exact: true })).toBeVisible()
  await expect(
    toasts.getByText(`Custom outfit added to cart! Total: ${total}`, { exact: true }),
  ).toBeVisible()
  // The outfit stays for more building.
  await expect(
    b.outfit.getByRole('button', { name: `Remove ${jacket} from outfit`, exact: true }),
  ).toBeVisible()

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open cart/ })
    .click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  // Each line is in the size and colour chosen in the builder.
  for (const item of [jacketItem, helmetItem]) {
    const line = drawer.getByRole('listitem', { name: item.name })
    await expect(line).toBeVisible()
    if (item.options.length > 0) await expect(line).toContainText(item.options.join(' · '))
  }
})

test('a sized product waits for its size: nothing is chosen for the shopper, sold-out sizes are marked', async ({
  page,
}) => {
  await page.goto('/apparel-builder')
  const b = builder(page)
  const candidate = b.panel
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Choose a size for / }) })
    .first()
  const name = (await candidate.getByRole('heading').textContent())?.trim() ?? ''
  const card = b.panel.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(card.getByRole('button', { name: `Choose a size for ${name}` })).toBeDisabled()
  await expect(card.getByRole('group', { name: /^Size/ }).getByRole('button', { pressed: true })).toHaveCount(
    0,
  )
  const options = await chooseFirstAvailable(card)
  await card.getByRole('button', { name: `Add ${name} to outfit`, exact: true }).click()
  const slot = b.outfit.getByRole('listitem').filter({ hasText: name })
  await expect(slot.getByTestId('slot-variant')).toContainText(`Size ${options[0]}`)
})

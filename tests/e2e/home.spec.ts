import type { APIRequestContext, Page } from '@playwright/test'
import type { BlogStory } from '../../src/shared/home/blog'
import { formatPrice } from '../../src/shared/money'
import { HOME_SECTION_HEADINGS } from './support/home-sections'
import { FEATURED_COLLECTION_KEY, savedCacheKeys } from './support/saved-cache'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'

// The intro splash has its own tests (shell.spec.ts); here it would only cover the page.
test.use({ reducedMotion: 'reduce' })

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

async function expectToast(page: Page, title: string, description: string) {
  const region = toasts(page)
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  await expect(region.getByText(description, { exact: true })).toBeVisible()
  await region.getByRole('button', { name: 'Close' }).click()
  await expect(region.getByText(title, { exact: true })).toBeHidden()
}

test('the home page has every section, in order', async ({ page, request }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Gear for the long way round.' })).toBeVisible()
  const headings = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(headings.filter({ hasText: 'What Riders Say' })).toBeVisible()
  const order = HOME_SECTION_HEADINGS
  const shown = (await headings.allTextContents()).map((text) => text.trim())
  expect(shown.filter((text) => order.includes(text))).toEqual(order)

  // The hero's four trust badges and the featured products it fetches (and shows).
  for (const badge of ['Premium Materials', 'Genuine Products', 'Fast Shipping', '1K+ Riders'])
    await expect(page.getByRole('list', { name: 'Why riders shop with us' })).toContainText(badge)
  const featured = (await (await request.get('/api/products/featured')).json()) as { name: string }[]
  const picks = page
    .getByRole('region', { name: 'Our own label, built in Milwaukee' })
    .getByRole('heading', { level: 3 })
  await expect(picks).toHaveText(featured.map((p) => p.name))

  // The two brands, each in a new tab.
  const brands = page.getByRole('region', { name: 'Our Family of Brands' }).getByRole('link')
  await expect(brands).toHaveCount(2)
  for (const link of await brands.all()) await expect(link).toHaveAttribute('target', '_blank')

  // 24 live featured products in a grid, and the way to all of them.
  const tagged = await storefrontQuery<{ products: { edges: { node: { title: string } }[] } }>(
    request,
    '{ products(first: 24, query: "tag:featured", sortKey: BEST_SELLING) { edges { node { title } } } }',
  )
  const grid = page.getByRole('region', { name: 'Featured Products' })
  await expect(grid.getByRole('article').getByRole('heading')).toHaveText(
    tagged.products.edges.map((e) => e.node.title),
  )
  await grid.getByRole('link', { name: 'View All 2000+ Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
})

test('shop by category: tabs, search and counts from the catalogue, then into the shop', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Shop by Category' })
  const panel = section.getByRole('tabpanel')
  await expect(section.getByRole('tab', { name: 'Gear' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel).toContainText('Showing 3 categories')
  await expect(panel.getByRole('article').getByRole('heading')).toHaveText(['Helmets', 'Gloves', 'Boots'])

  await section.getByRole('tab', { name: 'Apparel' }).click()
  await expect(panel).toContainText('Showing 4 categories')
  // Trimmed and case-insensitive, on name, description or feature.
  const search = section.getByPlaceholder('Search categories...')
  await search.fill('  FLANNEL ')
  await expect(panel).toContainText('Showing 1 category')
  await search.fill('concealed carry')
  await expect(panel.getByRole('article').getByRole('heading')).toHaveText(['Vests'])
  await search.fill('zzz')
  await expect(panel).toContainText('Showing 0 categories')
  await search.fill('')

  await section.getByRole('tab', { name: 'Accessories' }).click()
  await expect(panel).toContainText('Showing 2 categories')
  const card = panel.getByRole('article').filter({ hasText: 'Luggage' })
  const count = (await card.getByTestId('tile-count').textContent())?.match(/^(\d+) items$/)?.[1]
  expect(count).toBeDefined()
  await card.getByRole('link', { name: 'Luggage' }).click()
  await expect(page).toHaveURL(/\/shop\/luggage$/)
  // One source of counts: the card says what the listing's banner says.
  await expect(page.getByTestId('listing-count')).toHaveText(`${count} Products Available`)

  await page.goBack()
  await page.getByRole('link', { name: 'EXPLORE ALL CATEGORIES' }).click()
  await expect(page).toHaveURL(/\/shop$/)

  await page.goBack()
  const showcase = page.getByRole('region', { name: 'Leather, boots and the extras' })
  await expect(showcase.getByRole('article')).toHaveCount(6)
  const boots = showcase.getByRole('article').filter({ hasText: 'Boots' })
  await expect(boots.getByTestId('tile-count')).toHaveText(/^\d+ items$/)
  // Each tile is a collection of the store's home menu, and opens its listing.
  await boots.getByRole('link').click()
  await expect(page).toHaveURL(/\/shop\/boots$/)
})

test("gift cards: the store's denominations, required fields, and the purchase handed to the checkout", async ({
  page,
}) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Buy a gift card' })
  const submit = form.getByRole('button', { name: /Gift Card$/ })
  const preview = page.getByTestId('gift-card-preview')
  // The store's gift card product, in its denominations; $50 is the popular one.
  await expect(form.getByRole('group', { name: 'Amount' }).getByRole('button')).toHaveText([
    '$25.00',
    '$50.00 popular',
    '$100.00',
    '$200.00',
    '$500.00',
    '$1,000.00',
  ])
  await expect(form.getByRole('button', { name: '$50.00 popular' })).toHaveAttribute('aria-pressed', 'true')
  await expect(preview).toContainText('$50.00')
  await expect(submit).toBeDisabled()

  // Blank names pass the button's check but not the submit's: the error toast, nothing sent.
  await form.getByLabel('Recipient email').fill('dana@example.com')
  await form.getByLabel('Recipient name').fill(' ')
  await form.getByLabel('Your name').fill(' ')
  await expect(submit).toBeDisabled()
  await form.getByLabel('Your email').fill('sam@example.com')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expectToast(page, 'Missing Information', 'Please fill in all required fields')

  await form.getByRole('button', { name: '$100.00' }).click()
  await expect(preview).toContainText('$100.00')
  await form.getByLabel('Recipient name').fill('Dana')
  await form.getByLabel('Your name').fill('Sam')
  await form.getByText('Road King').click()
  await expect(preview).toContainText('Road King')

  // Buying hands the card to the store's checkout, where it is paid (gift-card-mail.spec.ts pays it).
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/checkouts/gift-card'))
  await submit.click()
  expect((await answer).status()).toBe(201)
  await expect(page).toHaveURL(/\/checkouts\/cn\//)
  await expect(page.getByText('$100.00').first()).toBeVisible()
})

test('blog: four stories, and the reading overlay closes three ways with focus kept inside', async ({
  page,
  request,
}) => {
  const stories = (await (await request.get('/api/blog/featured')).json()) as BlogStory[]
  expect(stories.map((s) => s.readTime)).toEqual([8, 6, 10, 12])
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Biker Stories' })
  const cards = section.getByRole('article')
  await expect(cards).toHaveCount(4)
  for (const [index, minutes] of [8, 6, 10, 12].entries())
    await expect(cards.nth(index)).toContainText(`${minutes} min read`)

  const first = stories[0]
  if (!first) throw new Error('no stories')
  const open = () => section.getByRole('button', { name: first.title }).click()
  const dialog = page.getByRole('dialog', { name: first.title })

  await open()
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('p').first()).toBeVisible()
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  // Keyboard focus on the close button shows its tooltip, which takes the first Escape (WAI-ARIA's
  // tooltip pattern); the next one closes the story.
  const tip = page.getByRole('tooltip')
  const close = dialog.getByRole('button', { name: 'Close story' })
  // A control with a tip (data-tip, src/ui/tooltip-layer.tsx) shows it a moment after the focus:
  // wait for it rather than look once.
  if (await page.evaluate(() => document.activeElement?.hasAttribute('data-tip') === true)) {
    await expect(tip).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tip).toHaveCount(0)
    await expect(dialog).toBeVisible()
    // A rider's next key comes frames later; by then the dialog's layer knows it is topmost again
    // (Radix re-renders it when another layer goes).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await open()
  await close.click()
  await expect(dialog).toBeHidden()

  await open()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, page.viewportSize()?.height ? (page.viewportSize()?.height ?? 0) - 5 : 5)
  await expect(dialog).toBeHidden()
})

test('newsletter: the empty error, a sign-up counted once, and the count kept on reload', async ({
  page,
}) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Join the Brotherhood' })
  await expect(section).toContainText('15% off your first order')
  const count = page.getByTestId('subscriber-count')
  await expect(count).toHaveText(/^[\d,]+$/)
  const before = Number((await count.textContent())?.replace(/,/g, ''))
  expect(before).toBeGreaterThanOrEqual(15247)

  await section.getByRole('button', { name: 'Join' }).click()
  await expectToast(page, 'Error', 'Please enter your email address.')

  const email = `rider-${Date.now()}@example.com`
  await section.getByLabel('Email address').fill(email)
  await section.getByRole('button', { name: 'Join' }).click()
  await expectToast(page, 'Welcome to the Brotherhood!', "You've successfully subscribed to our newsletter.")
  await expect(section.getByLabel('Email address')).toHaveValue('')
  await expect(count).toHaveText((before + 1).toLocaleString('en-US'))
  // The code is mailed (gift-card-mail.spec.ts reads it), so the page sends the rider to the inbox.
  await expect(section.getByRole('status')).toHaveText('Check your inbox for your 15% code.')

  // The same address again is welcome, but not counted twice.
  await section.getByLabel('Email address').fill(email.toUpperCase())
  await section.getByRole('button', { name: 'Join' }).click()
  await expectToast(page, 'Welcome to the Brotherhood!', "You've successfully subscribed to our newsletter.")
  await expect(count).toHaveText((before + 1).toLocaleString('en-US'))
  await expect(section.getByRole('status')).toHaveText(
    'That address was already subscribed, so no new code is sent.',
  )

  await page.reload()
  await expect(page.getByTestId('subscriber-count')).toHaveText((before + 1).toLocaleString('en-US'))
})

test('testimonials advance every 5 s until a dot is picked, then stay', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const section = page.getByRole('region', { name: 'What Riders Say' })
  const slide = section.getByRole('figure')
  await expect(slide).toHaveAccessibleName('1 of 6')
  await page.clock.runFor(5000)
  await expect(slide).toHaveAccessibleName('2 of 6')
  await page.clock.runFor(5000)
  await expect(slide).toHaveAccessibleName('3 of 6')

  await section.getByRole('button', { name: 'Show testimonial 5 of 6' }).click()
  await expect(slide).toHaveAccessibleName('5 of 6')
  await page.mouse.move(0, 0)
  await page.clock.runFor(20_000)
  await expect(slide).toHaveAccessibleName('5 of 6')
  await section.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(slide).toHaveAccessibleName('6 of 6')
  await section.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(slide).toHaveAccessibleName('1 of 6')
  await section.getByRole('button', { name: 'Previous testimonial' }).click()
  await expect(slide).toHaveAccessibleName('6 of 6')
})

test('a rider who jumps to the footer finds it there: nothing above it changes height as it comes into view', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })
  await contact.scrollIntoViewIfNeeded()
  const top = () => contact.evaluate((link) => Math.round(link.getBoundingClientRect().top))
  const seen = await top()
  // Frames pass (sections near the view are laid out) and the testimonials turn to a slide of
  // another length: the link stays under the rider's thumb.
  await page.clock.runFor(5000)
  const slide = page.getByRole('region', { name: 'What Riders Say' }).getByRole('figure')
  await expect(slide).toHaveAccessibleName('2 of 6')
  await expect(contact).toBeInViewport()
  expect(await top()).toBe(seen)
  await contact.click()
  await expect(page).toHaveURL(/\/contact$/)
})

/** The chat's price answer for `words`, from the store's own cheapest and dearest match. */
async function storePrices(request: APIRequestContext, words: string, what: string): Promise<RegExp> {
  type Found = { totalCount?: number; nodes: { priceRange: Record<string, { amount: string }> }[] }
  const data = await storefrontQuery<{ cheapest: Found; dearest: Found }>(
    request,
    `query($q: String!) {
      cheapest: search(query: $q, first: 1, types: [PRODUCT], sortKey: PRICE) { totalCount nodes { ... on Product { priceRange { minVariantPrice { amount } } } } }
      dearest: search(query: $q, first: 1, types: [PRODUCT], sortKey: PRICE, reverse: true) { nodes { ... on Product { priceRange { maxVariantPrice { amount } } } } }
    }`,
    { q: words },
  )
  const low = data.cheapest.nodes[0]?.priceRange.minVariantPrice?.amount
  const high = data.dearest.nodes[0]?.priceRange.maxVariantPrice?.amount
  if (!low || !high || !data.cheapest.totalCount) throw new Error(`The shop has no ${words}`)
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')
  return new RegExp(
    `^${literal(`${what} run from ${formatPrice(low)} to ${formatPrice(high)}, across ${data.cheapest.totalCount} products in our catalogue`)}`,
  )
}

test('chat: every fact answered with its figure, prices from the store, the fallback, and the conversation kept on reload', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const panel = page.getByRole('region', { name: 'Chat with Open Road' })
  const input = panel.getByLabel('Your message')
  const send = panel.getByRole('button', { name: 'Send' })
  await expect(input).toBeFocused()
  await expect(send).toBeDisabled()
  await input.fill('   ')
  await expect(send).toBeDisabled()
  await input.press('Enter')
  await expect(panel.getByTestId('user-message')).toHaveCount(0)

  const questions: [string, RegExp][] = [
    ['How much is shipping?', /free on orders over \$100.*3 to 5 business days/],
    ['How quickly do you process orders?', /processed within 24 hours/],
    ['What do helmets cost?', await storePrices(request, 'helmet', 'Our helmets')],
    ['Price range for a jacket?', await storePrices(request, 'jacket', 'Our jackets')],
    ['How much are boots?', await storePrices(request, 'boots', 'Products matching “boots”')],
    ['What sizes do leather jackets come in?', /Each product page lists the sizes.*Size Guide/],
    ['What are your hours?', /Monday – Friday 9 AM – 8 PM, Saturday 9 AM – 9 PM, Sunday 11 AM – 6 PM/],
    ['How can I contact you?', /\(414\) 555-0142.*help@openroadmoto\.example/],
    [
      'Do you sell sidecars?',
      /Thanks for your message!.*product questions, sizing and support.*\(414\) 555-0142/,
    ],
  ]
  const botMessages = panel.getByTestId('bot-message')
  await expect(botMessages).toHaveCount(1) // the greeting
  for (const [index, [question, answer]] of questions.entries()) {
    await input.fill(question)
    await input.press('Enter')
    await expect(panel.getByTestId('user-message').last()).toContainText(question)
    await expect(panel.getByRole('status').filter({ hasText: 'The assistant is typing' })).toBeVisible()
    await expect(send).toBeDisabled()
    await expect(botMessages).toHaveCount(index + 2)
    await expect(botMessages.last()).toContainText(answer)
  }

  // Shift+Enter starts a new line instead of sending.
  await input.fill('first line')
  await input.press('Shift+Enter')
  await expect(panel.getByTestId('user-message')).toHaveCount(questions.length)

  await page.reload()
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(panel.getByTestId('user-message')).toHaveCount(questions.length)
  await expect(panel.getByTestId('bot-message').last()).toContainText('Thanks for your message!')
})

test('the scroll-to-top button shows past 300 px and takes the rider back up', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 250))
  await expect(button).toBeHidden()
  // The sections below the first screen render when the page is idle: scroll again until they
  // have made the page tall enough to go past 300 px.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(button).toBeVisible({ timeout: 1000 })
  }).toPass()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the particle background never takes input, and is not drawn when motion is reduced', async ({
    page,
  }) => {
    await page.goto('/')
    await page.keyboard.press('Escape') // skips the intro splash
    const particles = page.getByTestId('particle-background')
    await expect(particles).toBeAttached()
    expect(await particles.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
    expect(await particles.evaluate((el) => getComputedStyle(el).display)).not.toBe('none')
    // A tap lands on the page, not on the embers.
    const hero = page.getByRole('link', { name: 'Browse Categories' })
    await hero.click()
    await expect(page).toHaveURL(/\/shop$/)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goBack()
    await expect(page.getByTestId('particle-background')).toBeHidden()
  })
})

/** How many records of the saved catalogue cache (graphcache in IndexedDB) mention `text`. */
test('offline, the home page answers every section: saved products, clear notices, no spinners', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const grid = page.getByRole('region', { name: 'Featured Products' })
  await expect(grid.getByRole('article')).toHaveCount(24)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  // The catalogue cache is written to IndexedDB after it is shown; wait until the featured list is there.
  await expect
    .poll(() => savedCacheKeys(page, FEATURED_COLLECTION_KEY), { timeout: 15_000 })
    .toBeGreaterThan(0)
  await expect
    .poll(() => savedCacheKeys(page, 'gid://shopify/Product/'), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(24)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Gear for the long way round.' })).toBeVisible()
  // The storefront's featured products were saved with the catalogue cache.
  await expect(grid.getByRole('article')).toHaveCount(24)
  await expect(page.getByText('Our picks are not saved for offline', { exact: false })).toBeVisible()
  await expect(page.getByText('Stories are not saved for offline', { exact: false })).toBeVisible()
  await expect(page.getByText('Buying a gift card needs a connection.')).toBeVisible()
  await expect(page.getByText('Signing up needs a connection.', { exact: false })).toBeVisible()
  await expect(
    page.getByRole('form', { name: 'Buy a gift card' }).getByRole('button', { name: /Gift Card$/ }),
  ).toBeDisabled()
  // Nothing keeps loading.
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  // A picture never loaded online shows the "not saved" tile, not a broken image.
  const cardImage = page
    .getByRole('region', { name: 'Shop by Category' })
    .getByRole('article')
    .first()
    .locator('img')
  await cardImage.scrollIntoViewIfNeeded()
  await expect
    .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)

  // The chat is local, so it still answers.
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const panel = page.getByRole('region', { name: 'Chat with Open Road' })
  await panel.getByLabel('Your message').fill('What are your hours?')
  await panel.getByLabel('Your message').press('Enter')
  await expect(panel.getByTestId('bot-message').last()).toContainText('Monday – Friday')
  await context.setOffline(false)
})

test('/stories lists every story and opens each in the reader', async ({ page, request }) => {
  const stories = (await (await request.get('/api/blog/featured')).json()) as BlogStory[]
  await page.goto('/stories')
  await expect(page.getByRole('heading', { level: 1, name: 'Biker Stories' })).toBeVisible()
  const list = page.getByRole('region', { name: 'Stories' })
  await expect(list.getByRole('article')).toHaveCount(stories.length)
  for (const story of stories) {
    await list.getByRole('button', { name: story.title }).click()
    const dialog = page.getByRole('dialog', { name: story.title })
    await expect(dialog.locator('p').first()).toBeVisible()
    await dialog.getByRole('button', { name: 'Close story' }).click()
    await expect(dialog).toBeHidden()
  }
})

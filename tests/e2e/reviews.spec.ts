import type { APIRequestContext, Page } from '@playwright/test'
import type { OwnProduct } from '../../src/shared/catalogue/own-product'
import { REVIEW_TEXT_MAX, type ReviewsPage } from '../../src/shared/catalogue/reviews'
import { storefrontQuery } from './support/storefront'
import { expect, test } from './support/test'

test.use({ reducedMotion: 'reduce' })

const PASSWORD = 'twisties-and-tarmac'
/** One rider writes every review of this file; made once, signed in again in each test. */
let riderEmail: string | undefined

/** Signs the page's browser in as the rider (the session cookie is the browser context's). */
async function signIn(page: Page) {
  if (riderEmail === undefined) {
    const email = `reviewer-${Date.now()}@example.com`
    const registered = await page.request.post('/api/auth/register', {
      data: { email, password: PASSWORD, firstName: 'Robin', lastName: 'Hale' },
    })
    expect(registered.status()).toBe(201)
    riderEmail = email
    return
  }
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: riderEmail, password: PASSWORD },
  })
  expect(signedIn.status()).toBe(200)
}

const cards = (page: Page) => page.getByTestId('product-results').getByRole('article')

/** A storefront product for sale that nobody has reviewed: its card shows no stars yet. */
async function unreviewedStorefrontProduct(request: APIRequestContext) {
  const data = await storefrontQuery<{
    products: { nodes: { handle: string; title: string; rating: { value: string } | null }[] }
  }>(
    request,
    `{ products(first: 100, query: "tag:boots available_for_sale:true") { nodes {
      handle title rating: metafield(namespace: "reviews", key: "rating") { value }
    } } }`,
  )
  const product = data.products.nodes.find((node) => node.rating === null)
  if (!product) throw new Error('Every boot has reviews')
  return product
}

async function ownProducts(request: APIRequestContext): Promise<OwnProduct[]> {
  const response = await request.get('/api/products')
  expect(response.ok()).toBe(true)
  return (await response.json()) as OwnProduct[]
}

/** Every review of a product, from the API: what its figures must sum up. */
async function allReviews(request: APIRequestContext, ref: string): Promise<ReviewsPage> {
  const response = await request.get(`/api/products/${encodeURIComponent(ref)}/reviews?limit=50`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as ReviewsPage
}

/** What the page and the API write: "4.3 out of 5 · 12 reviews". */
function summaryText(average: number, count: number) {
  return `${average.toFixed(1)} out of 5 · ${count} ${count === 1 ? 'review' : 'reviews'}`
}

test('a signed-in shopper reviews a storefront product: its page and its card in a listing show the new average and count', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const product = await unreviewedStorefrontProduct(request)
  await signIn(page)

  // In a listing, the product nobody has reviewed has no stars.
  await page.goto(`/shop?search=${encodeURIComponent(product.title)}`)
  const card = cards(page).filter({ has: page.getByRole('link', { name: product.title, exact: true }) })
  await expect(card).toHaveCount(1)
  await expect(card.getByText(/^Rated /)).toHaveCount(0)

  await card.getByRole('link', { name: product.title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByText('No reviews yet')).toBeVisible()

  await reviews.getByRole('button', { name: 'Write a review' }).click()
  const form = reviews.getByRole('form', { name: 'Write a review' })
  // The stars are the radios' labels (the inputs are visually hidden): a rider taps the star.
  const fourStars = form.getByRole('radio', { name: '4 stars' })
  await form.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click()
  await expect(fourStars).toBeChecked()
  await form.getByLabel('Title').fill('Quiet at highway speed')
  await form
    .getByLabel('Review')
    .fill('Comfortable from the first ride; the sole grips a wet gas-station floor.')
  await form.getByRole('button', { name: 'Post review' }).click()

  await expect(reviews.getByText('Thanks! Your review is posted.')).toBeVisible()
  await expect(reviews.getByText(summaryText(4, 1))).toBeVisible()
  const posted = reviews.getByRole('article', { name: 'Quiet at highway speed' })
  await expect(posted).toBeVisible()
  await expect(posted.getByText('Rated 4 out of 5')).toBeAttached()
  await expect(posted.getByText(/^Robin H\. · /)).toBeVisible()

  // Back in the listing (in the app, from what it holds), the card shows the new figures.
  await page.goBack()
  await expect(card.getByText('Rated 4 out of 5, 1 review')).toBeAttached()
  await expect(card.getByText('(1)', { exact: true })).toBeVisible()

  // And as the server renders both pages anew.
  await page.goto(`/shop?search=${encodeURIComponent(product.title)}`)
  await expect(card.getByText('Rated 4 out of 5, 1 review')).toBeAttached()
  await page.goto(`/product/${product.handle}`)
  await expect(reviews.getByText(summaryText(4, 1))).toBeVisible()
  await expect(reviews.getByRole('article', { name: 'Quiet at highway speed' })).toBeVisible()

  // One review per product: a second one is refused, and the figures stay.
  const again = await page.request.post(`/api/products/${product.handle}/reviews`, {
    data: { rating: 1, title: 'Changed my mind', text: 'Not really.' },
  })
  expect(again.status()).toBe(409)
  expect((await allReviews(request, product.handle)).summary).toEqual({ average: 4, count: 1 })
})

test('a review of an own-label product moves the rating in its header and the count on its Reviews tab', async ({
  page,
  request,
}) => {
  const product = (await ownProducts(request)).find((p) => p.reviewCount >= 2)
  if (!product) throw new Error('No own-label product has two reviews')
  const ref = `own:${product.slug}`
  const before = await allReviews(request, ref)
  const sum = before.reviews.reduce((total, review) => total + review.rating, 0)
  const average = Math.round(((sum + 1) * 10) / (before.summary.count + 1)) / 10
  await signIn(page)

  await page.goto(`/product/${product.slug}`)
  await expect(
    page.getByText(`(${product.rating?.toFixed(1)}) • ${product.reviewCount} reviews`),
  ).toBeVisible()
  await page.getByRole('tab', { name: `Reviews (${product.reviewCount})` }).click()
  const panel = page.getByRole('tabpanel', { name: `Reviews (${product.reviewCount})` })
  await expect(panel.getByText(summaryText(product.rating ?? 0, product.reviewCount))).toBeVisible()

  await panel.getByRole('button', { name: 'Write a review' }).click()
  const form = panel.getByRole('form', { name: 'Write a review' })
  const oneStar = form.getByRole('radio', { name: '1 star', exact: true })
  await form.locator('label', { has: page.getByRole('radio', { name: '1 star', exact: true }) }).click()
  await expect(oneStar).toBeChecked()
  await form.getByLabel('Title').fill('Came apart on a long weekend')
  await form.getByLabel('Review').fill('The stitching at the seams let go after two days of riding.')
  await form.getByRole('button', { name: 'Post review' }).click()

  const count = product.reviewCount + 1
  const tab = page.getByRole('tab', { name: `Reviews (${count})` })
  await expect(tab).toBeVisible()
  await expect(page.getByText(`(${average.toFixed(1)}) • ${count} reviews`)).toBeVisible()
  await expect(
    page.getByRole('tabpanel', { name: `Reviews (${count})` }).getByText(summaryText(average, count)),
  ).toBeVisible()
  expect((await allReviews(request, ref)).summary).toEqual({ average, count })
})

test('bad review input gets 400 naming the field and writes nothing; signed out gets 401', async ({
  page,
  request,
}) => {
  const [product] = await ownProducts(request)
  if (!product) throw new Error('No own-label product')
  const ref = `own:${product.slug}`
  const path = `/api/products/${encodeURIComponent(ref)}/reviews`
  const before = await allReviews(request, ref)
  await signIn(page)

  const refusals: [string, unknown][] = [
    ['rating', { title: 'No stars given', text: 'Forgot the rating.' }],
    ['rating', { rating: 6, title: 'Off the scale', text: 'Six stars.' }],
    ['title', { rating: 5, title: '   ', text: 'A blank title.' }],
    ['text', { rating: 5, title: 'Too long', text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }],
  ]
  for (const [field, body] of refusals) {
    const response = await page.request.post(path, { data: body })
    expect(response.status(), field).toBe(400)
    const { error } = (await response.json()) as { error: { code: string; message: string } }
    expect(error.code).toBe('invalid_request')
    expect(error.message.startsWith(`${field}: `), error.message).toBe(true)
  }

  // The `request` fixture carries no session: it is nobody.
  const signedOut = await request.post(path, { data: { rating: 5, title: 'Anonymous', text: 'Who am I?' } })
  expect(signedOut.status()).toBe(401)
  expect(((await signedOut.json()) as { error: { code: string } }).error.code).toBe('unauthorized')

  // In the form, the same rules show by each field, and nothing is sent.
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/reviews')) posts.push(sent.url())
  })
  await page.goto(`/product/${product.slug}`)
  await page.getByRole('tab', { name: /^Reviews \(/ }).click()
  const panel = page.getByRole('tabpanel', { name: /^Reviews \(/ })
  await panel.getByRole('button', { name: 'Write a review' }).click()
  const form = panel.getByRole('form', { name: 'Write a review' })
  await form.getByRole('button', { name: 'Post review' }).click()
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
  await expect(form.getByText('Title is required.')).toBeVisible()
  await expect(form.getByText('Review is required.')).toBeVisible()
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])

  expect(await allReviews(request, ref)).toEqual(before)
})

test('own-label products show their own figures, not one hard-coded rating', async ({ page, request }) => {
  const products = await ownProducts(request)
  const reviewed = products.find((p) => p.reviewCount > 0)
  const other = products.find(
    (p) => p !== reviewed && (p.reviewCount !== reviewed?.reviewCount || p.rating !== reviewed?.rating),
  )
  if (!reviewed || !other) throw new Error('The own-label products share one figure')
  const ratingLine = (p: OwnProduct) =>
    p.rating === null
      ? 'No reviews yet'
      : `(${p.rating.toFixed(1)}) • ${p.reviewCount} ${p.reviewCount === 1 ? 'review' : 'reviews'}`

  const shown: string[] = []
  for (const product of [reviewed, other]) {
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    // The first match is the line under the name (the Reviews tab says it again).
    const line = page.getByText(ratingLine(product)).first()
    await expect(line).toBeVisible()
    shown.push((await line.textContent()) ?? '')
    await expect(page.getByRole('tab', { name: `Reviews (${product.reviewCount})` })).toBeVisible()
    await expect(page.getByText('(4.8) • 127 reviews')).toHaveCount(0)
  }
  expect(shown[0]).not.toBe(shown[1])
  expect(shown).not.toContain('')

  // Signed out, the Reviews tab offers to sign in and come back.
  await page.getByRole('tab', { name: /^Reviews \(/ }).click()
  await page.getByRole('link', { name: 'Sign in to write a review' }).click()
  const returnTo = encodeURIComponent(`/product/${other.slug}`)
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?returnTo=${returnTo}$`))
})

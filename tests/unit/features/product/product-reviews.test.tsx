// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Client, getOperationName, type Operation, Provider } from 'urql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { map, pipe } from 'wonka'
import { ProductReviews } from '../../../../src/features/product/components/product-reviews'
import type { Review, ReviewsPage } from '../../../../src/shared/catalogue/reviews'
import { routerAt } from '../../../support/router-at'

// jsdom draws nothing, so it has no scrolling for the router to restore after a navigation.
window.scrollTo = () => {}

function review(n: number, rating = 4): Review {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    rating,
    title: `Review number ${n}`,
    text: `What rider ${n} thought.`,
    author: 'Dale M.',
    createdAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
  }
}

const summary = { average: 4.3, count: 7 }
/** What the server holds: two pages of reviews, by cursor ("first" for the first). */
let pages: Record<string, ReviewsPage>

beforeEach(() => {
  pages = {
    first: { summary, reviews: [1, 2, 3, 4, 5].map((n) => review(n)), nextCursor: 'page-two' },
    'page-two': { summary, reviews: [6, 7].map((n) => review(n)), nextCursor: null },
  }
})

interface Sent {
  method: string
  url: string
  body: unknown
}

/** The own API as a stub: pages of reviews by cursor, and what POST answers. */
function stubApi(post?: () => Response) {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (method === 'POST' && post) return post()
    const cursor = new URL(url, 'http://shop.test').searchParams.get('cursor') ?? 'first'
    const page = pages[cursor]
    return page ? Response.json(page) : Response.json({ error: { code: 'x', message: 'x' } }, { status: 400 })
  })
  return sent
}

/** ProductReviews at /product/{handle}, with the session given and a storefront that records reads. */
function renderReviews(productRef: string, user: { firstName: string } | null) {
  // As the shop's client: no retries, and an answer stays fresh until something says otherwise.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  queryClient.setQueryData(
    ['/api/auth/user'],
    user && { email: 'sam@example.com', lastName: 'Rider', ...user },
  )
  const storefrontReads: Operation[] = []
  const storefront = new Client({
    url: 'http://store.test/graphql',
    exchanges: [
      () => (operations$) =>
        pipe(
          operations$,
          map((operation) => {
            storefrontReads.push(operation)
            return { operation, data: { product: null }, stale: false, hasNext: false }
          }),
        ),
    ],
  })
  const router = routerAt({
    path: '/product/$handle',
    at: '/product/ridge-jacket',
    page: () => <ProductReviews productRef={productRef} />,
  })
  render(
    <Provider value={storefront}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  )
  return { storefrontReads, router }
}

beforeEach(() => {
  onlineManager.setOnline(true)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
})

describe('ProductReviews', () => {
  it('shows the average and count, the newest reviews, and the next page on "Show more reviews"', async () => {
    const sent = stubApi()
    renderReviews('ridge-jacket', null)
    expect(await screen.findByText('4.3 out of 5 · 7 reviews')).toBeDefined()
    const list = screen.getByRole('list', { name: 'Reviews' })
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([1, 2, 3, 4, 5].map((n) => `Review number ${n}`))
    expect(within(list).getAllByText('Rated 4 out of 5')).toHaveLength(5)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }))
    expect(await within(list).findByRole('article', { name: 'Review number 7' })).toBeDefined()
    expect(within(list).getAllByRole('article')).toHaveLength(7)
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull()
    expect(sent.map((request) => request.url)).toEqual([
      '/api/products/ridge-jacket/reviews',
      '/api/products/ridge-jacket/reviews?cursor=page-two',
    ])
  })

  it('says "No reviews yet" for a product nobody has reviewed', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ summary: { average: null, count: 0 }, reviews: [], nextCursor: null }),
    )
    renderReviews('own:open-road-bandana', null)
    expect(await screen.findByText('No reviews yet')).toBeDefined()
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull()
  })

  it('offers a signed-out shopper a way to sign in that comes back to the product', async () => {
    stubApi()
    renderReviews('ridge-jacket', null)
    const link = await screen.findByRole('link', { name: 'Sign in to write a review' })
    expect(link.getAttribute('href')).toBe('/sign-in?returnTo=%2Fproduct%2Fridge-jacket')
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull()
  })

  it('checks each field of the form where it is, and sends nothing until they are right', async () => {
    const sent = stubApi()
    renderReviews('ridge-jacket', { firstName: 'Sam' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Write a review' }))
    const form = screen.getByRole('form', { name: 'Write a review' })
    await user.click(within(form).getByRole('button', { name: 'Post review' }))

    expect(within(form).getByText('Choose a rating from 1 to 5 stars.')).toBeDefined()
    const title = within(form).getByLabelText('Title')
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(title.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Title is required.',
    )
    expect(within(form).getByLabelText('Review').getAttribute('aria-invalid')).toBe('true')
    expect(within(form).getByText('Review is required.')).toBeDefined()
    // The first field in error has the focus.
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: '1 star' }))
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
  })

  it("posts a review, shows it first with the new summary, and asks the storefront again for the product's rating", async () => {
    const posted = { ...review(0, 5), title: 'Warm enough for March', text: 'Zips work with gloves on.' }
    const after = { average: 4.4, count: 8 }
    const sent = stubApi(() => {
      const first = pages.first as ReviewsPage
      pages.first = { ...first, summary: after, reviews: [posted, ...first.reviews.slice(0, 4)] }
      return Response.json({ review: posted, summary: after }, { status: 201 })
    })
    const { storefrontReads } = renderReviews('ridge-jacket', { firstName: 'Sam' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Write a review' }))
    const form = screen.getByRole('form', { name: 'Write a review' })
    await user.click(within(form).getByRole('radio', { name: '5 stars' }))
    await user.type(within(form).getByLabelText('Title'), '  Warm enough for March ')
    await user.type(within(form).getByLabelText('Review'), 'Zips work with gloves on.')
    await user.click(within(form).getByRole('button', { name: 'Post review' }))

    expect(await screen.findByText('Thanks! Your review is posted.')).toBeDefined()
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/products/ridge-jacket/reviews',
      body: { rating: 5, title: 'Warm enough for March', text: 'Zips work with gloves on.' },
    })
    expect(screen.getByText('4.4 out of 5 · 8 reviews')).toBeDefined()
    const list = screen.getByRole('list', { name: 'Reviews' })
    expect(within(list).getAllByRole('article')[0]?.getAttribute('aria-label')).toBe('Warm enough for March')
    await waitFor(() =>
      expect(
        storefrontReads.map((read) => [
          getOperationName(read.query),
          read.variables,
          read.context.requestPolicy,
        ]),
      ).toContainEqual(['ProductRating', { handle: 'ridge-jacket' }, 'network-only']),
    )
  })

  it("shows the server's refusal of a field by that field, and its other refusals under the form", async () => {
    let answer = Response.json(
      { error: { code: 'invalid_request', message: 'title: Title can be at most 100 characters.' } },
      { status: 400 },
    )
    stubApi(() => answer)
    renderReviews('ridge-jacket', { firstName: 'Sam' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Write a review' }))
    const form = screen.getByRole('form', { name: 'Write a review' })
    await user.click(within(form).getByRole('radio', { name: '3 stars' }))
    await user.type(within(form).getByLabelText('Title'), 'Fine')
    await user.type(within(form).getByLabelText('Review'), 'Fine.')
    await user.click(within(form).getByRole('button', { name: 'Post review' }))
    expect(await within(form).findByText('Title can be at most 100 characters.')).toBeDefined()
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true')

    answer = Response.json(
      {
        error: {
          code: 'already_reviewed',
          message: 'You have reviewed this product already: one review per product.',
        },
      },
      { status: 409 },
    )
    await user.click(within(form).getByRole('button', { name: 'Post review' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You have reviewed this product already: one review per product.',
    )
  })

  it("says the reviews aren't saved for offline, instead of spinning, when nothing was read before", async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    onlineManager.setOnline(false)
    renderReviews('ridge-jacket', { firstName: 'Sam' })
    expect(await screen.findByText("Reviews aren't saved for offline")).toBeDefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the reviews read before when offline, and says writing one needs a connection', async () => {
    stubApi()
    const { router } = renderReviews('ridge-jacket', { firstName: 'Sam' })
    expect(await screen.findByText('4.3 out of 5 · 7 reviews')).toBeDefined()
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    onlineManager.setOnline(false)
    window.dispatchEvent(new Event('offline'))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Write a review' }))
    expect(await screen.findByText(/Writing a review needs a connection/)).toBeDefined()
    expect((screen.getByRole('button', { name: 'Post review' }) as HTMLButtonElement).disabled).toBe(true)
    expect(router.state.location.pathname).toBe('/product/ridge-jacket')
  })
})

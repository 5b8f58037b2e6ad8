// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Client, Provider } from 'urql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { never } from 'wonka'
import { OwnProductView } from '../../../../src/features/product/components/own-product-view'
import type { OwnProduct } from '../../../../src/shared/catalogue/own-product'
import { routerAt } from '../../../support/router-at'

// jsdom draws nothing, so it has no scrolling for the router to restore after a navigation.
window.scrollTo = () => {}

const jacket: OwnProduct = {
  id: '1',
  slug: 'outlaw-leather-jacket',
  name: 'Outlaw Leather Jacket',
  description: 'Full-grain cowhide.',
  price: '224.99',
  compareAtPrice: null,
  images: ['/images/products/jacket-black-9000010.svg'],
  tags: ['leather'],
  specifications: {},
  sizes: ['S', 'M', 'L', '5XL'],
  colors: ['Black', 'Oxblood'],
  rating: 4.3,
  reviewCount: 12,
}
const saddlebags: OwnProduct = {
  ...jacket,
  id: '2',
  slug: 'drifter-throw-over-saddlebags',
  name: 'Drifter Throw-Over Saddlebags',
  sizes: [],
  colors: ['Brown'],
  rating: null,
  reviewCount: 0,
}

const casey = { email: 'casey@example.com', firstName: 'Casey', lastName: 'Miles' }

/** The page for a rider signed in as Casey, or (`null`) for nobody. */
function renderView(product: OwnProduct, signedIn: typeof casey | null = casey) {
  const addToCart = vi.fn()
  const router = routerAt({
    path: '/product/$handle',
    at: `/product/${product.slug}`,
    page: () => <OwnProductView product={product} wishlist={null} addToCart={addToCart} />,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(['/api/auth/user'], signedIn)
  render(
    <Provider value={new Client({ url: 'http://store.test', exchanges: [() => () => never] })}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  )
  return addToCart
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    Response.json({ summary: { average: null, count: 0 }, reviews: [], nextCursor: null }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('OwnProductView', () => {
  it("shows the product's own rating and review count, and its own sizes and colours", async () => {
    renderView(jacket)
    await screen.findByRole('heading', { level: 1, name: 'Outlaw Leather Jacket' })
    expect(screen.getByText('(4.3) • 12 reviews')).toBeDefined()
    expect(screen.getByRole('tab', { name: 'Reviews (12)' })).toBeDefined()
    const sizes = screen.getByRole('group', { name: 'Size' })
    expect(Array.from(sizes.querySelectorAll('label'), (choice) => choice.textContent)).toEqual([
      'S',
      'M',
      'L',
      '5XL',
    ])
    const colors = screen.getByRole('group', { name: 'Color' })
    expect(Array.from(colors.querySelectorAll('label'), (choice) => choice.textContent)).toEqual([
      'Black',
      'Oxblood',
    ])
  })

  it('asks for the size and colour still missing before adding to the cart', async () => {
    const addToCart = renderView(jacket)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('alert').textContent).toBe('Choose a size and a colour first.')
    await user.click(screen.getByRole('radio', { name: 'Oxblood' }))
    expect(screen.getByRole('alert').textContent).toBe('Choose a size first.')
    await user.click(screen.getByRole('radio', { name: '5XL' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(addToCart).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'own:outlaw-leather-jacket', size: '5XL', color: 'Oxblood' }),
    )
  })

  it('shows no size picker for what is not sized, starts on its only colour, and says it has no reviews yet', async () => {
    const addToCart = renderView(saddlebags)
    await screen.findByRole('heading', { level: 1, name: 'Drifter Throw-Over Saddlebags' })
    expect(screen.getByText('No reviews yet')).toBeDefined()
    expect(screen.getByRole('tab', { name: 'Reviews (0)' })).toBeDefined()
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull()
    expect((screen.getByRole('radio', { name: 'Brown' }) as HTMLInputElement).checked).toBe(true)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(addToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        productId: 'own:drifter-throw-over-saddlebags',
        size: undefined,
        color: 'Brown',
      }),
    )
  })

  it('with nobody signed in, Add to Cart shows "Please sign in" itself and adds nothing', async () => {
    const addToCart = renderView(saddlebags, null)
    const add = await screen.findByRole('button', { name: 'Add to Cart' })
    expect(add.getAttribute('popovertarget')).toBe('sign-in-to-add')
    await userEvent.setup().click(add)
    expect(addToCart).not.toHaveBeenCalled()
  })
})

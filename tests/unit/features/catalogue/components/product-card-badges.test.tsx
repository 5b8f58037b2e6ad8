// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type CardAddToCart,
  cardStock,
  ProductCard,
  type ViewMode,
} from '../../../../../src/features/catalogue/components/product-card'
import type { ProductCardData } from '../../../../../src/lib/storefront/product-card-fragment'

afterEach(cleanup)

// jsdom draws nothing, so it has no scrolling for the router to restore.
window.scrollTo = () => {}

const money = (amount: string) => ({ amount, currencyCode: 'USD' as const })

/** A card's data as the storefront answers it: the product, and its first variant. */
function cardData({
  price = '89.99',
  productAvailable = true,
  firstAvailable = true,
}: {
  price?: string
  productAvailable?: boolean
  firstAvailable?: boolean
}): ProductCardData {
  return {
    id: 'gid://shopify/Product/1',
    handle: 'road-jacket',
    title: 'Road Jacket',
    vendor: 'Open Road',
    productType: "Men's Textile Jackets",
    tags: ['jackets'],
    description: 'A jacket for the long way round.',
    availableForSale: productAvailable,
    rating: null,
    ratingCount: null,
    featuredImage: null,
    priceRange: { minVariantPrice: money(price) },
    variants: {
      edges: [
        {
          node: {
            id: 'gid://shopify/ProductVariant/11',
            availableForSale: firstAvailable,
            price: money(price),
            compareAtPrice: null,
            selectedOptions: [
              { name: 'Size', value: 'S' },
              { name: 'Color', value: 'Black' },
            ],
          },
        },
      ],
    },
  }
}

async function renderCard(product: ProductCardData, view: ViewMode = 'grid') {
  const onAddToCart = vi.fn<CardAddToCart>()
  const root = createRootRoute({
    component: () => <ProductCard product={product} view={view} priority={false} onAddToCart={onAddToCart} />,
  })
  const page = createRoute({ getParentRoute: () => root, path: '/product/$handle' })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  // Whoever is signed in is not known yet: Add to Cart adds (or opens the Quick View).
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return within(await screen.findByRole('article'))
}

describe('a product card’s stock', () => {
  it('is sold out only when no variant can be bought', async () => {
    const product = cardData({ productAvailable: false, firstAvailable: false })
    expect(cardStock(product)).toBe('sold-out')
    for (const view of ['grid', 'list'] as const) {
      const card = await renderCard(product, view)
      expect(card.getByText('SOLD OUT')).toBeDefined()
      expect(card.queryByText('Limited sizes')).toBeNull()
      const button = card.getByRole('button', { name: 'Sold Out: Road Jacket' }) as HTMLButtonElement
      expect(button.disabled).toBe(true)
      cleanup()
    }
  })

  it('says "Limited sizes" when the first size is gone but another can be bought, and can still be added', async () => {
    const product = cardData({ productAvailable: true, firstAvailable: false })
    expect(cardStock(product)).toBe('limited')
    for (const view of ['grid', 'list'] as const) {
      const card = await renderCard(product, view)
      expect(card.getByText('Limited sizes')).toBeDefined()
      expect(card.queryByText('SOLD OUT')).toBeNull()
      const button = card.getByRole('button', { name: 'Add to Cart: Road Jacket' }) as HTMLButtonElement
      expect(button.disabled).toBe(false)
      cleanup()
    }
  })

  it('says nothing about stock when the first size can be bought', async () => {
    const product = cardData({})
    expect(cardStock(product)).toBe('in-stock')
    const card = await renderCard(product)
    expect(card.queryByText('SOLD OUT')).toBeNull()
    expect(card.queryByText('Limited sizes')).toBeNull()
    expect(
      (card.getByRole('button', { name: 'Add to Cart: Road Jacket' }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })
})

describe('a product card’s "Free Ship"', () => {
  it.each([
    ['99.99', false],
    ['100.00', false],
    ['100.01', true],
    ['249.00', true],
  ])('at %s: %s, as the item would ship bought alone', async (price, free) => {
    const card = await renderCard(cardData({ price }))
    expect(card.queryByText('Free Ship') !== null).toBe(free)
  })

  it('is not given by a free-shipping tag', async () => {
    const card = await renderCard({ ...cardData({ price: '49.99' }), tags: ['jackets', 'free-shipping'] })
    expect(card.queryByText('Free Ship')).toBeNull()
  })
})

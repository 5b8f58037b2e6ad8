// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QUANTITY_LIMIT_MESSAGE } from '../../../../src/features/cart/api/cart-mutations'
import type { CartLineView } from '../../../../src/features/cart/api/cart-query'
import { useAddToCart } from '../../../../src/features/cart/api/use-add-to-cart'
import { CART_QUANTITY_MAX } from '../../../../src/shared/account/cart'
import { toast } from '../../../../src/ui/use-toast'

vi.mock('../../../../src/ui/use-toast', () => ({ toast: vi.fn() }))

const JACKET = 'gid://shopify/ProductVariant/7'

function line(quantity: number): CartLineView {
  return {
    id: 'line-1',
    productId: JACKET,
    quantity,
    size: 'M',
    color: null,
    product: {
      name: 'Road Jacket',
      price: '129.99',
      currencyCode: 'USD',
      compareAtPrice: null,
      images: [],
      href: '/product/road-jacket',
      variantTitle: 'M',
      availableForSale: true,
    },
  }
}

/** A signed-in shopper whose cart holds `inCart` of the jacket in M, and a server answering with `reply`. */
function setUp(inCart: number, reply: () => Response) {
  const posts: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/cart' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)))
        return reply()
      }
      return Response.json([line(inCart)])
    }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(['/api/auth/user'], {
    email: 'casey@example.com',
    firstName: 'Casey',
    lastName: 'Miles',
  })
  client.setQueryData(['/api/cart'], [line(inCart)])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useAddToCart(), { wrapper })
  return { addToCart: result.current.addToCart, posts }
}

const jacket = (quantity: number) => ({ productId: JACKET, quantity, size: 'M', title: 'Road Jacket' })
const toldTheLimit = () =>
  expect(toast).toHaveBeenCalledWith({
    variant: 'destructive',
    title: 'Error',
    description: QUANTITY_LIMIT_MESSAGE,
  })

describe('adding past the cart’s limit of 99 of an item', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear()
    onlineManager.setOnline(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('says so clearly', () => {
    expect(CART_QUANTITY_MAX).toBe(99)
    expect(QUANTITY_LIMIT_MESSAGE).toBe('You can have at most 99 of an item in your cart.')
  })

  it('is told at once, and nothing is sent, when the cart already holds too many', async () => {
    const { addToCart, posts } = setUp(97, () => Response.json(line(99), { status: 200 }))
    addToCart(jacket(3))
    await waitFor(toldTheLimit)
    expect(posts).toEqual([])
  })

  it('is sent when the line stays within the limit', async () => {
    const { addToCart, posts } = setUp(97, () => Response.json(line(99), { status: 200 }))
    addToCart(jacket(2))
    await waitFor(() => expect(posts).toEqual([{ productId: JACKET, quantity: 2, size: 'M' }]))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Added to Cart',
        description: 'Item has been added to your cart.',
      }),
    )
  })

  it('gives the same message, not "Failed to add item to cart.", when the server refuses it', async () => {
    // Another device filled the line: this one's cart is out of date, the server's refusal says so.
    const { addToCart, posts } = setUp(1, () =>
      Response.json(
        {
          error: {
            code: 'quantity_too_large',
            message: 'Your cart already has 99 of this item; one line can hold at most 99.',
          },
        },
        { status: 400 },
      ),
    )
    addToCart(jacket(1))
    await waitFor(toldTheLimit)
    expect(posts).toHaveLength(1)
    expect(toast).not.toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Failed to add item to cart.' }),
    )
  })
})

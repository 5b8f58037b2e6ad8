// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CheckoutPage } from '../../../../src/features/checkout/components/checkout-page'
import { OrderDetails } from '../../../../src/features/orders/components/order-details'
import type { PricedCartLine } from '../../../../src/shared/account/cart'
import type { Order } from '../../../../src/shared/account/orders'
import { TEST_ADDRESS } from '../../../support/order-payload'
import { routerAt } from '../../../support/router-at'

vi.mock('../../../../src/ui/use-toast', () => ({ toast: vi.fn() }))

// jsdom draws nothing, so it has no scrolling for the router to restore after a navigation.
window.scrollTo = () => {}

const JACKET: PricedCartLine = {
  id: 'line-1',
  productId: 'own:road-jacket',
  quantity: 1,
  size: null,
  color: null,
  product: {
    name: 'Road Jacket',
    price: '110.00',
    currencyCode: 'USD',
    compareAtPrice: null,
    images: [],
    href: '/product/road-jacket',
    variantTitle: null,
    availableForSale: true,
  },
}

const CODES: Record<string, object> = {
  'RIDE15-ABCD': { kind: 'discount', code: 'RIDE15-ABCD', percentOff: 15 },
  'ORMS-AAAA-BBBB-CDEF': { kind: 'gift_card', code: 'ORMS-AAAA-BBBB-CDEF', balance: '40.00', last4: 'CDEF' },
  'ORMS-ZZZZ-YYYY-WXYZ': { kind: 'gift_card', code: 'ORMS-ZZZZ-YYYY-WXYZ', balance: '10.00', last4: 'WXYZ' },
}

let orderBodies: Record<string, unknown>[]
let codeRequests: number

beforeEach(() => {
  orderBodies = []
  codeRequests = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>
      if (url === '/api/checkout/code') {
        codeRequests++
        const known = CODES[String(body.code)]
        return known
          ? Response.json(known)
          : Response.json(
              {
                error: {
                  code: 'code_not_found',
                  message: "We don't recognise that code. Check it and try again.",
                },
              },
              { status: 404 },
            )
      }
      if (url === '/api/orders') {
        orderBodies.push(body)
        return Response.json(
          {
            error: { code: 'totals_changed', message: 'Your gift card was used on another order meanwhile.' },
          },
          { status: 409 },
        )
      }
      throw new Error(`Unexpected request to ${url}`)
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function renderCheckout() {
  const router = routerAt({
    path: '/checkout',
    at: '/checkout',
    page: () => (
      <CheckoutPage
        session={{
          status: 'signed-in',
          user: { email: 'casey@example.com', firstName: 'Casey', lastName: 'Miles' },
        }}
        lines={[JACKET]}
        cartError={false}
        onRetryCart={() => {}}
        onPlaced={() => {}}
        onCartChanged={() => {}}
      />
    ),
  })
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { name: 'Checkout' })
}

const user = () => userEvent.setup()
const codeField = () => screen.getByLabelText('Gift card or discount code')
const totals = () => screen.getByTestId('checkout-totals')

async function apply(code: string) {
  await user().clear(codeField())
  await user().type(codeField(), code)
  await user().click(screen.getByRole('button', { name: 'Apply' }))
}

describe('checkout with a gift card or discount code', () => {
  it('takes 15% off before tax and shipping, and a gift card off what is left, each line removable', async () => {
    await renderCheckout()
    // 110.00 ships free: 110.00 + 8.80 tax.
    expect(totals().textContent).toContain('Total$118.80')

    await apply('ride15-abcd')
    // 16.50 off leaves 93.50: shipping is charged again; tax 7.48; 115.98.
    await waitFor(() => expect(totals().textContent).toContain('Discount (15%)−$16.50'))
    expect(totals().textContent).toContain('Tax (8%)$7.48')
    expect(totals().textContent).toContain('Shipping$15.00')
    expect(totals().textContent).toContain('Total$115.98')
    expect(codeField()).toHaveProperty('value', '')

    await apply('ORMS-AAAA-BBBB-CDEF')
    await waitFor(() => expect(totals().textContent).toContain('Gift card ····CDEF−$40.00'))
    expect(totals().textContent).toContain('Total$75.98')
    expect(screen.getByRole('button', { name: /^Place Order/ }).textContent).toBe('Place Order · $75.98')

    await user().click(within(totals()).getByRole('button', { name: 'Remove discount code RIDE15-ABCD' }))
    // 118.80 due without the discount, 40.00 of it by card.
    expect(totals().textContent).not.toContain('Discount')
    expect(totals().textContent).toContain('Total$78.80')
    await user().click(within(totals()).getByRole('button', { name: 'Remove gift card ····CDEF' }))
    expect(totals().textContent).toContain('Total$118.80')
  })

  it('shows why a code is refused under the field, keeping what was typed', async () => {
    await renderCheckout()
    await apply('ORMS-TYPO')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe("We don't recognise that code. Check it and try again.")
    expect(codeField()).toHaveProperty('value', 'ORMS-TYPO')
    expect(codeField().getAttribute('aria-invalid')).toBe('true')
    expect(totals().textContent).toContain('Total$118.80')

    await apply('   ')
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a gift card or discount code.')
    expect(codeRequests).toBe(1)
  })

  it('takes one gift card, and says so when a second is applied', async () => {
    await renderCheckout()
    await apply('ORMS-AAAA-BBBB-CDEF')
    await waitFor(() => expect(totals().textContent).toContain('Gift card ····CDEF'))
    await apply('ORMS-ZZZZ-YYYY-WXYZ')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order already has a gift card. Remove it to use another.',
    )
    expect(totals().textContent).not.toContain('WXYZ')
  })

  it('applies the code on Enter without placing the order', async () => {
    await renderCheckout()
    await user().type(codeField(), 'RIDE15-ABCD{Enter}')
    await waitFor(() => expect(totals().textContent).toContain('Discount (15%)'))
    expect(orderBodies).toEqual([])
  })

  it('sends the codes and the amounts shown, and after a refusal asks about the codes again', async () => {
    await renderCheckout()
    await apply('RIDE15-ABCD')
    await apply('ORMS-AAAA-BBBB-CDEF')
    await waitFor(() => expect(totals().textContent).toContain('Total$75.98'))
    const form = screen.getByRole('form', { name: 'Checkout' })
    for (const [label, value] of [
      ['Address', '414 Lakeshore Dr'],
      ['City', 'Milwaukee'],
      ['State', 'WI'],
      ['ZIP code', '53202'],
      ['Name on card', 'Casey Miles'],
      ['Card number', '4242 4242 4242 4242'],
      ['Expiry date', '12/29'],
      ['CVV', '123'],
    ] as const)
      await user().type(within(form).getByLabelText(label, { exact: true }), value)
    await user().click(screen.getByRole('button', { name: /^Place Order/ }))
    await waitFor(() => expect(orderBodies).toHaveLength(1))
    expect(orderBodies[0]).toMatchObject({
      codes: ['RIDE15-ABCD', 'ORMS-AAAA-BBBB-CDEF'],
      subtotal: '110.00',
      discount: '16.50',
      tax: '7.48',
      shipping: '15.00',
      giftCardAmount: '40.00',
      total: '75.98',
    })
    // The server's reason is shown, and both codes were checked again.
    expect(await screen.findByText('Your gift card was used on another order meanwhile.')).toBeTruthy()
    await waitFor(() => expect(codeRequests).toBe(4))
  })

  it('says applying a code needs a connection when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderCheckout()
    const apply = await screen.findByRole('button', { name: 'Apply' })
    expect(apply).toHaveProperty('disabled', true)
    expect(screen.getByText("You're offline. Applying a code needs a connection.")).toBeTruthy()
    expect(codeField().getAttribute('aria-describedby')).toContain(
      screen.getByText("You're offline. Applying a code needs a connection.").id,
    )
  })
})

const ORDER: Order = {
  id: '5c2f6a8e-0000-4000-8000-000000000001',
  number: 'ORMS-10042',
  createdAt: '2026-11-26T10:00:00.000Z',
  email: 'casey@example.com',
  shippingAddress: TEST_ADDRESS,
  billingAddress: TEST_ADDRESS,
  lines: [],
  subtotal: '110.00',
  discount: '16.50',
  discountCode: 'RIDE15-ABCD',
  tax: '7.48',
  shipping: '15.00',
  giftCardAmount: '40.00',
  total: '75.98',
  currencyCode: 'USD',
}

describe('OrderDetails', () => {
  it('shows the discount and the gift card when they took something off', () => {
    render(<OrderDetails order={ORDER} />)
    const text = screen.getByTestId('order-totals').textContent
    expect(text).toContain('Discount (RIDE15-ABCD)−$16.50')
    expect(text).toContain('Gift card−$40.00')
    expect(text).toContain('Total$75.98')
  })

  it('leaves them out at zero, and for an order saved on the device before codes existed', () => {
    const { discount: _d, discountCode: _c, giftCardAmount: _g, ...saved } = ORDER
    for (const order of [
      { ...ORDER, discount: '0.00', discountCode: null, giftCardAmount: '0.00' },
      saved as Order,
    ]) {
      render(<OrderDetails order={order} />)
      const text = screen.getByTestId('order-totals').textContent
      expect(text).not.toContain('Discount')
      expect(text).not.toContain('Gift card')
      cleanup()
    }
  })
})

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
import { routerAt } from '../../../support/router-at'

vi.mock('../../../../src/ui/use-toast', () => ({ toast: vi.fn() }))

// jsdom draws nothing, so it has no scrolling for the router to restore after a navigation.
window.scrollTo = () => {}

const JACKET: PricedCartLine = {
  id: 'line-1',
  productId: 'gid://shopify/ProductVariant/901',
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
      if (url === '/api/checkouts') {
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
        onHandedOver={() => {}}
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
    expect(screen.getByRole('button', { name: /^Continue to payment/ }).textContent).toBe(
      'Continue to payment · $75.98',
    )

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

  it('applies the code on Enter without going to payment', async () => {
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
    ] as const)
      await user().type(within(form).getByLabelText(label, { exact: true }), value)
    await user().click(screen.getByRole('button', { name: /^Continue to payment/ }))
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
  id: '5001',
  name: '#1001',
  placedAt: '2026-11-26T10:00:00.000Z',
  email: 'casey@example.com',
  status: 'paid',
  lines: [],
  subtotal: '110.00',
  discount: '16.50',
  tax: '7.48',
  shipping: '15.00',
  total: '115.98',
  refunded: '0.00',
  currencyCode: 'USD',
  shipments: [],
}

describe('OrderDetails', () => {
  it('shows its status, the discount, and a refund when the store gave money back', () => {
    render(<OrderDetails order={{ ...ORDER, status: 'partially_refunded', refunded: '20.00' }} />)
    expect(screen.getByTestId('order-status').textContent).toBe('Partly refunded')
    const text = screen.getByTestId('order-totals').textContent
    expect(text).toContain('Discount−$16.50')
    expect(text).toContain('Total$115.98')
    expect(text).toContain('Refunded−$20.00')
  })

  it('leaves the discount and the refund out at zero, and shows each shipment’s tracking', () => {
    render(
      <OrderDetails
        order={{
          ...ORDER,
          discount: '0.00',
          status: 'fulfilled',
          shipments: [{ company: 'UPS', number: '1Z999', url: 'https://ups.example/1Z999' }],
        }}
      />,
    )
    const text = screen.getByTestId('order-totals').textContent
    expect(text).not.toContain('Discount')
    expect(text).not.toContain('Refunded')
    expect(screen.getByTestId('order-status').textContent).toBe('Shipped')
    expect(screen.getByText(/UPS: 1Z999/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Track it' }).getAttribute('href')).toBe(
      'https://ups.example/1Z999',
    )
  })
})

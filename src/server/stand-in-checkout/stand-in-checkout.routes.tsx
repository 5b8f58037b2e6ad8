/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import { SHIPPING_COUNTRIES } from '../../shared/account/orders'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
import { HttpError } from '../http/errors'
import { readBodyBytes } from '../http/json-body'
import type { Logger } from '../logger'
import { cardNeededFor, findStoreCart, quoteCart, type StoreCart } from './cart-quote'
import { CARD_DECLINED, type FieldErrors, type FormValues, readCheckoutForm } from './checkout-form'
import {
  CheckoutGonePage,
  CheckoutPage,
  CheckoutPaidPage,
  RequestProblemPage,
  renderPage,
  ThankYouPage,
} from './checkout-pages'
import { placeStandInOrder } from './place-order'

/** The form is a few hundred bytes; anything near this is not the form. */
export const FORM_BODY_LIMIT = 16 * 1024

/** A cart's token as the emulator's Cart API makes them; anything else names no cart. */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/

export interface StandInCheckoutDeps {
  db: Db
  logger: Logger
  /** Called after an order commits: its stock changed, and its webhooks wait to be sent. */
  onOrderPlaced?: () => void
}

function sendPage(c: Context, status: ContentfulStatusCode, page: ReactNode) {
  return c.html(renderPage(page), status)
}

/** The address the checkout form starts from: the cart's buyer and delivery address. */
function prefill(cart: StoreCart): FormValues {
  const buyer = cart.buyerIdentity
  const address = buyer?.deliveryAddress
  const country = address?.country ?? buyer?.countryCode ?? ''
  const shipsTo = SHIPPING_COUNTRIES.find(
    (candidate) =>
      candidate.code === country.toUpperCase() || candidate.name.toLowerCase() === country.toLowerCase(),
  )
  return {
    email: buyer?.email ?? '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.province ?? '',
    zip: address?.zip ?? '',
    country: shipsTo?.code ?? 'US',
  }
}

async function orderNumber(db: Db, orderId: string): Promise<string> {
  const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId))
  return order?.number ?? 'your order'
}

const thankYouPath = (token: string) => `/checkouts/cn/${token}/thank-you`

/**
 * The storefront emulator's stand-in for the store's checkout, where a cart's `checkoutUrl` leads
 * (docs/decisions/0070-checkout-through-the-store.md): `GET /:token` shows the cart priced now and
 * the form, `POST /:token` takes a test payment and places the order, `GET /:token/thank-you`
 * confirms it. Mount with `app.route('/checkouts/cn', …)`, on the shop's own origin, only with the
 * emulator. HTML pages, never kept by any cache.
 */
export function standInCheckoutRoutes(deps: StandInCheckoutDeps) {
  const { db } = deps

  /** The cart `token` names, if it is one. */
  const cartOf = (token: string) =>
    TOKEN.test(token) ? findStoreCart(db, token) : Promise.resolve(undefined)

  /** A cart that cannot be paid for: unknown, empty, or paid already. Undefined for one that can. */
  async function unpayable(c: Context, token: string, cart: StoreCart | undefined) {
    if (!cart) return sendPage(c, 404, <CheckoutGonePage />)
    if (cart.orderId) {
      return sendPage(c, 404, <CheckoutPaidPage token={token} number={await orderNumber(db, cart.orderId)} />)
    }
    if (cart.lines.length === 0) return sendPage(c, 404, <CheckoutGonePage reason="empty" />)
    return undefined
  }

  return new Hono()
    .use(async (c, next) => {
      // A rider's address and order: no cache, proxy or service worker keeps these pages.
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .get('/:token', async (c) => {
      const token = c.req.param('token')
      const cart = await cartOf(token)
      const refused = await unpayable(c, token, cart)
      if (refused || !cart) return refused
      const values = prefill(cart)
      const quote = await quoteCart(db, cart, values.email ?? '')
      return sendPage(c, 200, <CheckoutPage token={token} quote={quote} values={values} errors={{}} />)
    })
    .post('/:token', async (c) => {
      const token = c.req.param('token')
      const cart = await cartOf(token)
      // A second submit of a paid checkout lands on its order.
      if (cart?.orderId) return c.redirect(thankYouPath(token), 303)
      const refused = await unpayable(c, token, cart)
      if (refused || !cart) return refused

      const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (mediaType !== 'application/x-www-form-urlencoded') {
        return sendPage(c, 415, <RequestProblemPage message="Send the checkout form as a form." />)
      }
      let params: URLSearchParams
      try {
        params = new URLSearchParams(new TextDecoder().decode(await readBodyBytes(c, FORM_BODY_LIMIT)))
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        return sendPage(c, error.status, <RequestProblemPage message="The form was too large to read." />)
      }

      const email = params.get('email') ?? ''
      let quote = await quoteCart(db, cart, email)
      const form = readCheckoutForm(params, { cardNeeded: cardNeededFor(quote) })
      const showForm = (status: ContentfulStatusCode, errors: FieldErrors, notice?: string) =>
        sendPage(
          c,
          status,
          <CheckoutPage token={token} quote={quote} values={form.values} errors={errors} notice={notice} />,
        )
      if (!form.contact) return showForm(400, form.errors)
      if (form.card === 'declined') return showForm(402, {}, CARD_DECLINED)
      // Only an approved card, or a gift card that pays it all, places the order.
      if (form.card !== 'approved' && cardNeededFor(quote)) return showForm(400, form.errors)

      const outcome = await placeStandInOrder(db, token, form.contact, form.quote)
      switch (outcome.kind) {
        case 'placed':
          deps.logger.info({ orderId: outcome.orderId, number: outcome.number }, 'stand-in order placed')
          deps.onOrderPlaced?.()
          return c.redirect(thankYouPath(token), 303)
        case 'already_paid':
          return c.redirect(thankYouPath(token), 303)
        case 'no_cart':
          return sendPage(c, 404, <CheckoutGonePage />)
        case 'refused': {
          // The page shows the cart as it is now, with the amounts that would be charged now.
          const now = await findStoreCart(db, token)
          if (now) quote = await quoteCart(db, now, form.contact.email)
          return showForm(409, {}, outcome.message)
        }
      }
    })
    .get('/:token/thank-you', async (c) => {
      const token = c.req.param('token')
      const cart = await cartOf(token)
      if (!cart?.orderId) return sendPage(c, 404, <CheckoutGonePage />)
      return sendPage(c, 200, <ThankYouPage number={await orderNumber(db, cart.orderId)} />)
    })
}

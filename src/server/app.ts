import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { parseReviewProductRef } from '../shared/catalogue/reviews'
import { authRoutes } from './auth/auth.routes'
import { blogRoutes } from './blog/blog.routes'
import { cartRoutes } from './cart/cart.routes'
import { checkoutRoutes } from './checkouts/checkouts.routes'
import { createCodeAttempts } from './codes/code-attempts'
import { codeRoutes } from './codes/codes.routes'
import type { Db } from './db/client'
import type { Config } from './env'
import { readClientAddress } from './http/client-address'
import { errorResponse, HttpError } from './http/errors'
import { sameOriginWrites, securityHeaders } from './http/security'
import { imageRoutes } from './images/images.routes'
import type { Logger } from './logger'
import { mailboxRoutes } from './mail/mailbox.routes'
import { type Mailer, outboxOnlyMailer } from './mail/mailer'
import { newsletterRoutes } from './newsletter/newsletter.routes'
import { orderRoutes } from './orders/orders.routes'
import { productRoutes } from './products/products.routes'
import { reviewRoutes } from './reviews/reviews.routes'
import { standInCheckoutRoutes } from './stand-in-checkout/stand-in-checkout.routes'
import { standInWebhookSecretToCheck } from './stand-in-checkout/webhook-outbox'
import { ResponseCache } from './storefront/response-cache'
import { storefrontRoutes } from './storefront/storefront.routes'
import { shopifyWebhookRoutes } from './webhooks/shopify-webhooks.routes'
import { wishlistRoutes } from './wishlist/wishlist.routes'

export interface AppDeps {
  db: Db
  config: Config
  logger: Logger
  /** Used to price cart lines against a configured store (config.storefront); tests pass a stub. */
  fetch?: typeof fetch
  /** Links in mail, and the outbox worker's nudge; without one, mail waits in the outbox. */
  mailer?: Mailer
  /** The local mailbox's key: given when no SMTP server is set, so the server shows the mail itself. */
  localMailboxKey?: string
  /** With the emulator: the stand-in checkout's webhook worker's nudge; without, webhooks wait for a poll. */
  webhookOutbox?: { wake: () => void }
}

/**
 * Builds the HTTP application: the own API, the storefront emulator (unless a store is configured)
 * and the images. The server adds
 * the built client with mountClientApp (src/server/http/client-app.ts); tests use this as it is.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono()

  app.use(async (c, next) => {
    // Request lines are debug-level; skip the bookkeeping on every request when they are off.
    if (!deps.logger.isLevelEnabled('debug')) return next()
    const started = performance.now()
    await next()
    deps.logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })
  app.use(securityHeaders(deps.config))
  app.use('/api/*', readClientAddress({ trustProxy: deps.config.trustProxy }))
  // The storefront emulator is Shopify's API: read-only, and called from any web page.
  // …and the store's webhooks, which come from Shopify's servers and carry their own signature.
  app.use('/api/*', sameOriginWrites({ except: /^\/api\/([^/]+\/graphql\.json|webhooks\/shopify)$/ }))
  // Only the own API's large answers are compressed (the storefront emulator compresses its own):
  // the middleware costs every answer it wraps more than a small answer saves.
  for (const path of [
    '/api/products',
    '/api/products/featured',
    '/api/blog/*',
    '/api/orders',
    '/api/orders/*',
  ])
    app.use(path, compress())

  app.get('/api/health', (c) => c.json({ status: 'ok' }))
  app.route('/api/products', productRoutes({ db: deps.db }))
  // A review moves a storefront product's rating metafields: the emulator's kept answers go.
  const storefrontAnswers = new ResponseCache()
  app.route(
    '/api/products',
    reviewRoutes({
      db: deps.db,
      config: deps.config,
      fetch: deps.fetch,
      onReviewed: (ref) => {
        if (parseReviewProductRef(ref)?.kind === 'storefront') storefrontAnswers.clear()
      },
    }),
  )
  app.route('/api/blog', blogRoutes({ db: deps.db }))
  const mailer =
    deps.mailer ?? outboxOnlyMailer(deps.config.mail.publicUrl ?? `http://localhost:${deps.config.port}`)
  app.route('/api/newsletter', newsletterRoutes({ db: deps.db, mailer }))
  // Before the storefront's '/api' routes; these only run the session lookup on their own paths.
  app.route(
    '/api',
    authRoutes({
      db: deps.db,
      mailer,
      logger: deps.logger,
      registrationsPerHour: deps.config.registrationsPerHour,
    }),
  )
  const pricing = { db: deps.db, config: deps.config, fetch: deps.fetch }
  app.route('/api/cart', cartRoutes(pricing))
  // Checking a code and placing an order with one count failed codes together.
  const codeAttempts = createCodeAttempts(deps.db)
  app.route('/api/checkout', codeRoutes({ db: deps.db, codeAttempts }))
  app.route('/api/orders', orderRoutes({ db: deps.db }))
  // The store's Storefront API: the configured store's, else the emulator's in this same app.
  const selfFetch: typeof fetch = async (input, init) => app.fetch(new Request(input, init))
  app.route('/api/checkouts', checkoutRoutes({ ...pricing, selfFetch, codeAttempts }))
  if (deps.localMailboxKey) {
    app.route('/api/dev/mailbox', mailboxRoutes({ db: deps.db, key: deps.localMailboxKey }))
  }
  app.route('/api/wishlist', wishlistRoutes({ db: deps.db }))
  app.route(
    '/api/webhooks/shopify',
    shopifyWebhookRoutes({
      db: deps.db,
      // With the emulator, the secret its stand-in checkout signs with; with a store, the store's.
      secret:
        deps.config.storefront.origin === null
          ? standInWebhookSecretToCheck(deps.db, deps.config)
          : () => Promise.resolve(deps.config.webhookSecret),
      logger: deps.logger,
      standIn:
        deps.config.storefront.origin === null
          ? { publicUrl: mailer.publicUrl(), wake: () => mailer.wake() }
          : undefined,
    }),
  )
  app.route('/images', imageRoutes())
  // The emulator stands in for a store only when none is configured: with a real one, nothing here
  // answers for it.
  if (deps.config.storefront.origin === null) {
    app.route(
      '/api',
      storefrontRoutes({ db: deps.db, config: deps.config, logger: deps.logger, answers: storefrontAnswers }),
    )
    // The store's checkout, where a cart's checkoutUrl leads: a page of the shop's own origin, not
    // of its API (docs/decisions/0070-checkout-through-the-store.md).
    app.use('/checkouts/*', sameOriginWrites())
    app.route(
      '/checkouts/cn',
      standInCheckoutRoutes({
        db: deps.db,
        logger: deps.logger,
        // An order took stock: the emulator's kept answers go, and its webhooks go out.
        onOrderPlaced: () => {
          storefrontAnswers.clear()
          deps.webhookOutbox?.wake()
        },
      }),
    )
  }

  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err.status, err.code, err.message)
    deps.logger.error({ err, path: c.req.path }, 'unhandled error')
    return errorResponse(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.')
  })
  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`))

  return app
}

import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { Config } from '../env'
import { errorResponse } from './errors'

/** Where a real Shopify store serves its product images from. */
const SHOPIFY_CDN = 'https://cdn.shopify.com'

/**
 * The Content-Security-Policy of every answer: scripts only from this server's own files, and the
 * one inline script a rendered page carries (the router's hand-over of what it rendered, allowed by
 * this answer's nonce; no eval), data only from here and the configured store, and the shop never framed.
 * Inline styles stay allowed: server-rendered markup carries a few `style` attributes (sizes of
 * images and sliders).
 */
export function contentSecurityPolicy(config: Pick<Config, 'storefront'>) {
  const store = config.storefront.origin ? [config.storefront.origin] : []
  // A store serves product images from Shopify's CDN and from its own domain (/cdn/shop/…). The
  // service worker fetches (and caches) them itself: connect-src as well as img-src.
  const images = store.length > 0 ? [SHOPIFY_CDN, ...store] : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...images],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...images],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

/**
 * The security headers of every answer (Hono's secureHeaders): the policy above, `nosniff`, a
 * referrer that leaves this site as its origin only, and the device features the shop never uses
 * switched off. Only these: every header is written on every answer (each costs a small JSON answer
 * a few per cent of its throughput), and the rest of secureHeaders' set is for
 * browsers of the past (X-XSS-Protection, X-Download-Options, X-Frame-Options, which
 * `frame-ancestors` replaces) or for a TLS proxy to send (Strict-Transport-Security).
 */
export function securityHeaders(config: Pick<Config, 'storefront'>): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: true,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      bluetooth: [],
      serial: [],
      hid: [],
      browsingTopics: [],
    },
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SAME_SITE_FETCHES = new Set(['same-origin', 'none'])

/**
 * Refuses a state-changing request (anything but GET, HEAD and OPTIONS) that a browser says came
 * from another site: `Sec-Fetch-Site` other than same-origin (or none: typed by the shopper), else
 * an `Origin` other than this server's. A request with neither header is not from a browser's page
 * (curl, the server's own rendering) and cannot carry a shopper's cookies without their knowing.
 * Paths matching `except` are open to every site (the storefront API, read-only and CORS-open).
 */
export function sameOriginWrites(options: { except?: RegExp } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.except?.test(c.req.path)) return next()
    const fetchSite = c.req.header('sec-fetch-site')
    const origin = c.req.header('origin')
    const crossSite =
      fetchSite !== undefined
        ? !SAME_SITE_FETCHES.has(fetchSite.toLowerCase())
        : origin !== undefined && hostOf(origin) !== (c.req.header('host') ?? new URL(c.req.url).host)
    if (crossSite) {
      return errorResponse(
        c,
        403,
        'cross_origin_request',
        'This request came from another site. Changes can only be made from the shop itself.',
      )
    }
    return next()
  }
}

/** The host (and port) of an Origin header; undefined for `null` and anything else unparsable. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined
  } catch {
    return undefined
  }
}

import http from 'node:http'
import type { PricedCartLine } from '../../src/shared/account/cart'
import type { Order } from '../../src/shared/account/orders'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../src/shared/storefront-config'
import { orderPayload, TEST_ADDRESS } from './order-payload'

export interface Answer<T = unknown> {
  status: number
  body: T
  /** Where a redirect leads. */
  location?: string
}

/**
 * One shopper talking to a running server over its own keep-alive connections, as a phone would:
 * a session cookie of its own and, with `localAddress` (any of 127.0.0.0/8), an address of its own,
 * so the server's per-address limits on sign-ups see many shoppers rather than one.
 */
export class Shopper {
  readonly email: string
  private cookie = ''
  private agent: http.Agent
  private readonly agentOptions: http.AgentOptions

  constructor(
    /** The server this shopper talks to; set it to another process's to cross over (the soak does). */
    public origin: string,
    options: { name: string; localAddress?: string },
  ) {
    this.email = `${options.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    this.agentOptions = { keepAlive: true, maxSockets: 2, localAddress: options.localAddress }
    this.agent = new http.Agent(this.agentOptions)
  }

  /**
   * One request; the session cookie goes along and is kept when the server sets it. A request sent on
   * a kept-alive connection the server was closing just then (idle too long: it resets, having read
   * nothing) is sent again on a new one, as browsers do (Node's http docs, `request.reusedSocket`).
   */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    try {
      return await this.send<T>(method, path, body, headers)
    } catch (error) {
      if ((error as { reusedSocketReset?: boolean }).reusedSocketReset) {
        return this.send<T>(method, path, body, headers)
      }
      throw error
    }
  }

  private send<T>(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const url = new URL(path, this.origin)
    const form = body instanceof URLSearchParams
    const payload = body === undefined ? undefined : form ? body.toString() : JSON.stringify(body)
    return new Promise<Answer<T>>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            Origin: this.origin,
            ...(this.cookie ? { Cookie: this.cookie } : {}),
            ...(payload
              ? { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' }
              : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            for (const cookie of response.headers['set-cookie'] ?? []) {
              const pair = cookie.split(';')[0] ?? ''
              if (pair.startsWith('orms_session=')) this.cookie = pair
            }
            const text = Buffer.concat(chunks).toString()
            let parsed: unknown = text
            try {
              parsed = text ? JSON.parse(text) : null
            } catch {}
            resolve({
              status: response.statusCode ?? 0,
              body: parsed as T,
              location: response.headers.location,
            })
          })
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) => {
        const reset = request.reusedSocket && error.code === 'ECONNRESET'
        reject(reset ? Object.assign(error, { reusedSocketReset: true }) : error)
      })
      request.end(payload)
    })
  }

  /** The `Cookie` header that signs this shopper in, for other clients to send. */
  get sessionCookie(): string {
    return this.cookie
  }

  async register(password = 'long-road-home-42'): Promise<void> {
    const answer = await this.request('POST', '/api/auth/register', {
      email: this.email,
      password,
      firstName: 'Road',
      lastName: 'Tester',
    })
    if (answer.status !== 201)
      throw new Error(`Registering answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }

  async signIn(password = 'long-road-home-42'): Promise<void> {
    const answer = await this.request('POST', '/api/auth/login', { email: this.email, password })
    if (answer.status !== 200) throw new Error(`Signing in answered ${answer.status}`)
  }

  async addToCart(productId: string, quantity = 1): Promise<Answer> {
    return this.request('POST', '/api/cart', { productId, quantity })
  }

  async cart(): Promise<PricedCartLine[]> {
    const answer = await this.request<PricedCartLine[]>('GET', '/api/cart')
    if (answer.status !== 200) throw new Error(`GET /api/cart answered ${answer.status}`)
    return answer.body
  }

  async orders(): Promise<Order[]> {
    const answer = await this.request<Order[]>('GET', '/api/orders')
    if (answer.status !== 200) throw new Error(`GET /api/orders answered ${answer.status}`)
    return answer.body
  }

  /** Hands what the cart holds to the store's checkout, at the prices the server shows. */
  async checkOut(lines?: PricedCartLine[]): Promise<Answer<{ checkoutUrl: string }>> {
    const cart = lines ?? (await this.cart())
    return this.request<{ checkoutUrl: string }>('POST', '/api/checkouts', orderPayload(this.email, cart))
  }

  /**
   * Pays on the emulator's stand-in checkout at `checkoutUrl` with a test card, as its form posts:
   * 303 to the thank-you page when paid (src/server/stand-in-checkout/).
   */
  async pay(checkoutUrl: string, card = '4242 4242 4242 4242'): Promise<Answer<string>> {
    const path = new URL(checkoutUrl).pathname
    const page = await this.request<string>('GET', path)
    const quote = /name="quote" value="([^"]*)"/.exec(String(page.body))?.[1]
    const address = TEST_ADDRESS
    const fields = new URLSearchParams({
      email: this.email,
      firstName: address.firstName,
      lastName: address.lastName,
      address1: address.address1,
      address2: address.address2 ?? '',
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country,
      cardNumber: card,
      expiry: '12/29',
      cvc: '123',
      cardName: `${address.firstName} ${address.lastName}`,
      ...(quote ? { quote: quote.replaceAll('&quot;', '"').replaceAll('&amp;', '&') } : {}),
    })
    return this.request<string>('POST', path, fields)
  }

  /** The same shopper (session and all) on a server that was restarted at another address. */
  moveTo(origin: string): void {
    this.origin = origin
    this.agent.destroy()
    this.agent = new http.Agent(this.agentOptions)
  }

  close(): void {
    this.agent.destroy()
  }
}

/** Store variants in stock a shopper can put in the cart and check out, from the emulator. */
export async function storeVariantRefs(origin: string, count = 6): Promise<string[]> {
  const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': DEFAULT_STOREFRONT_PUBLIC_TOKEN,
    },
    body: JSON.stringify({
      query: `{ products(first: 30, query: "available_for_sale:true", sortKey: BEST_SELLING) { nodes {
        variants(first: 5) { nodes { id availableForSale quantityAvailable } } } } }`,
    }),
  })
  const { data } = (await response.json()) as {
    data: {
      products: {
        nodes: {
          variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number }[] }
        }[]
      }
    }
  }
  return data.products.nodes
    .flatMap((product) =>
      product.variants.nodes.filter((v) => v.availableForSale && v.quantityAvailable >= 20).slice(0, 1),
    )
    .map((variant) => variant.id)
    .slice(0, count)
}

/** Slugs of own-API products a shopper can put in the cart, from the featured list. */
export async function ownProductRefs(origin: string): Promise<string[]> {
  const featured = (await (await fetch(`${origin}/api/products/featured`)).json()) as { slug: string }[]
  return featured.map((product) => `own:${product.slug}`)
}

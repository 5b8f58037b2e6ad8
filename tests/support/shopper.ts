import http from 'node:http'
import type { PricedCartLine } from '../../src/shared/account/cart'
import { IDEMPOTENCY_HEADER, type Order } from '../../src/shared/account/orders'
import { orderPayload } from './order-payload'

export interface Answer<T = unknown> {
  status: number
  body: T
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
    const payload = body === undefined ? undefined : JSON.stringify(body)
    return new Promise<Answer<T>>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            Origin: this.origin,
            ...(this.cookie ? { Cookie: this.cookie } : {}),
            ...(payload ? { 'Content-Type': 'application/json' } : {}),
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
            resolve({ status: response.statusCode ?? 0, body: parsed as T })
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

  /** Checks out what the cart holds, at the prices the server shows, under `idempotencyKey`. */
  async placeOrder(idempotencyKey: string, lines?: PricedCartLine[]): Promise<Answer<Order>> {
    const cart = lines ?? (await this.cart())
    return this.request<Order>('POST', '/api/orders', orderPayload(this.email, cart), {
      [IDEMPOTENCY_HEADER]: idempotencyKey,
    })
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

/** Slugs of own-API products a shopper can put in the cart, from the featured list. */
export async function ownProductRefs(origin: string): Promise<string[]> {
  const featured = (await (await fetch(`${origin}/api/products/featured`)).json()) as { slug: string }[]
  return featured.map((product) => `own:${product.slug}`)
}

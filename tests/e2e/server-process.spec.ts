import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import type { Order } from '../../src/shared/account/orders'
import { type RunningServer, startServer } from '../support/server-process'
import { type Answer, ownProductRefs, Shopper } from '../support/shopper'
import { startTestMailServer } from '../support/test-mail-server'

// Each test runs servers of its own, in their own processes, on their own databases; a small
// catalogue keeps the restarts quick.
const ENV = { CATALOGUE_SCALE: '0.05', LOG_LEVEL: 'info' }

test.describe.configure({ timeout: 180_000 })

let servers: RunningServer[] = []
const start = async (options: { dataDir?: string } = {}) => {
  const server = await startServer(ENV, options)
  servers.push(server)
  return server
}
test.afterEach(async () => {
  // The restarts share their first server's folder: it goes last.
  for (const server of servers.reverse()) await server.stop()
  servers = []
})

/** Starts a POST whose JSON body is sent in two parts; `finish` sends the rest and waits for the answer. */
function slowPost(origin: string, path: string, body: unknown) {
  const text = JSON.stringify(body)
  const request = http.request(new URL(path, origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
  })
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
  })
  request.write(text.slice(0, 10))
  return {
    finish: () => {
      request.end(text.slice(10))
      return answer
    },
  }
}

test('on SIGTERM the server stops taking connections, finishes the request under way, closes the database and exits 0', async () => {
  const server = await start()
  const email = `slow-${Date.now()}@example.com`
  const before = (await (await fetch(`${server.origin}/api/newsletter`)).json()) as {
    subscriberCount: number
  }

  const signUp = slowPost(server.origin, '/api/newsletter', { email })
  await delay(300)
  server.child.kill('SIGTERM')
  await delay(500)
  // Closed to new connections while the sign-up is still arriving…
  await expect(fetch(`${server.origin}/api/health`)).rejects.toThrow()
  // …which is answered, and stored.
  expect(await signUp.finish()).toBe(201)
  expect(await server.exited).toEqual({ code: 0, signal: null })
  expect(server.output()).toContain('"msg":"stopped"')

  // The embedded database kept it: the next start counts the sign-up.
  const again = await start({ dataDir: server.dataDir })
  const after = (await (await fetch(`${again.origin}/api/newsletter`)).json()) as { subscriberCount: number }
  expect(after.subscriberCount).toBe(before.subscriberCount + 1)
})

test('an order the shopper was told about survives a crash (SIGKILL) and a restart, with the shopper still signed in', async () => {
  const server = await start()
  const shopper = new Shopper(server.origin, { name: 'crash' })
  await shopper.register()
  const [first, second] = await ownProductRefs(server.origin)
  if (!first || !second) throw new Error('no own products to order')
  expect((await shopper.addToCart(first, 2)).status).toBe(201)
  expect((await shopper.addToCart(second, 1)).status).toBe(201)
  const placed = await shopper.placeOrder('order-before-the-crash')
  expect(placed.status).toBe(201)

  server.child.kill('SIGKILL')
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })

  const again = await start({ dataDir: server.dataDir })
  shopper.moveTo(again.origin)
  expect(await shopper.orders()).toEqual([placed.body])
  expect(await shopper.cart()).toEqual([])
  // Sent again (no answer reached the phone, say), it is the same order, not a second one.
  const retried = await shopper.placeOrder('order-before-the-crash', [])
  expect(retried.status).toBe(200)
  expect(retried.body).toEqual(placed.body)
  expect(await shopper.orders()).toHaveLength(1)
  shopper.close()
})

test('a crash while orders are being placed leaves each whole or not at all, and every cart consistent', async () => {
  const server = await start()
  const refs = await ownProductRefs(server.origin)
  // Twenty shoppers, each from an address of its own (sign-ups are limited per address).
  const shoppers = Array.from(
    { length: 20 },
    (_, index) =>
      new Shopper(server.origin, { name: `rider${index}`, localAddress: `127.0.0.${10 + index}` }),
  )
  await Promise.all(shoppers.map((shopper) => shopper.register()))
  const carts = new Map<Shopper, { productId: string; quantity: number }[]>()
  for (const [index, shopper] of shoppers.entries()) {
    const lines = [0, 1, 2].map((offset) => ({
      productId: refs[(index + offset) % refs.length] ?? '',
      quantity: 1 + ((index + offset) % 3),
    }))
    for (const line of lines)
      expect((await shopper.addToCart(line.productId, line.quantity)).status).toBe(201)
    carts.set(shopper, lines)
  }
  const cartsBefore = new Map(await Promise.all(shoppers.map(async (s) => [s, await s.cart()] as const)))

  // All check out at once; the server is killed as soon as five are told their orders are placed.
  const answers = new Map<Shopper, Answer<Order> | Error>()
  let acknowledged = 0
  let killed: () => void = () => {}
  const firstAcknowledged = new Promise<void>((resolve) => {
    killed = resolve
  })
  const placing = shoppers.map(async (shopper) => {
    try {
      const answer = await shopper.placeOrder(randomUUID(), cartsBefore.get(shopper))
      answers.set(shopper, answer)
      if (answer.status === 201 && ++acknowledged === 5) killed()
    } catch (error) {
      answers.set(shopper, error as Error)
    }
  })
  await Promise.race([firstAcknowledged, Promise.all(placing)])
  server.child.kill('SIGKILL')
  await Promise.all(placing)
  await server.exited

  const again = await start({ dataDir: server.dataDir })
  const outcome = { acknowledged: 0, placedUnacknowledged: 0, notPlaced: 0 }
  for (const shopper of shoppers) {
    shopper.moveTo(again.origin)
    const orders = await shopper.orders()
    const cart = await shopper.cart()
    const answer = answers.get(shopper)
    const expected = (carts.get(shopper) ?? []).map((line) => [line.productId, line.quantity])
    expect(orders.length, shopper.email).toBeLessThanOrEqual(1)
    const [order] = orders
    if (answer && !(answer instanceof Error) && answer.status === 201) {
      // Told it was placed: it is there, exactly as told.
      expect(order).toEqual(answer.body)
      outcome.acknowledged++
    } else if (order) {
      outcome.placedUnacknowledged++
    } else {
      outcome.notPlaced++
    }
    if (order) {
      // The whole order, and the cart it came from emptied.
      expect(order.lines.map((line) => [line.productId, line.quantity]).sort(), shopper.email).toEqual(
        expected.sort(),
      )
      expect(cart, shopper.email).toEqual([])
    } else {
      // No order, and the cart just as it was.
      expect(cart, shopper.email).toEqual(cartsBefore.get(shopper))
    }
    shopper.close()
  }
  expect(outcome.acknowledged).toBeGreaterThan(0)
  test.info().annotations.push({ type: 'orders at the crash', description: JSON.stringify(outcome) })
})

test('a crash between an order and its confirmation loses no mail: after the restart it is delivered exactly once', async () => {
  // The mail server is down at first: the order commits with its message in the outbox, the
  // delivery fails, and the process is killed before a retry.
  const probe = await startTestMailServer()
  const smtpPort = probe.port
  await probe.close()
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: 'info' }
  const server = await startServer({ ...ENV, ...env })
  servers.push(server)
  const shopper = new Shopper(server.origin, { name: 'crash-mail' })
  await shopper.register()
  const [ref] = await ownProductRefs(server.origin)
  if (!ref) throw new Error('no own products to order')
  expect((await shopper.addToCart(ref, 1)).status).toBe(201)
  const placed = await shopper.placeOrder('order-then-crash')
  expect(placed.status).toBe(201)
  await expect.poll(() => server.output().includes('mail not sent')).toBe(true)
  server.child.kill('SIGKILL')
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })

  const mail = await startTestMailServer({ port: smtpPort })
  try {
    const again = await startServer({ ...ENV, ...env }, { dataDir: server.dataDir })
    servers.push(again)
    await expect.poll(() => mail.messages.length, { timeout: 30_000 }).toBe(1)
    // Another poll of the outbox (every 5 s) and a restart send nothing more.
    await delay(6_000)
    await again.stop()
    servers.pop()
    const third = await startServer({ ...ENV, ...env }, { dataDir: server.dataDir })
    servers.push(third)
    await delay(6_000)
    const number = placed.body.number
    console.log(`mail for ${number} after a crash and two restarts: ${mail.messages.length} delivered`)
    expect(mail.messages).toHaveLength(1)
    expect(mail.messages[0]?.subject).toBe(`Your order ${number} is confirmed`)
    expect(mail.messages[0]?.to).toEqual([shopper.email])
  } finally {
    shopper.close()
    await mail.close()
  }
})

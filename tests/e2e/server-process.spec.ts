import http from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import type { Order } from '../../src/shared/account/orders'
import { type RunningServer, startServer } from '../support/server-process'
import { type Answer, Shopper, storeVariantRefs } from '../support/shopper'
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

/**
 * The shopper's orders once the store's webhooks have brought them back: after a crash, once the
 * dead worker's lease on them ran out (30 s, src/server/stand-in-checkout/webhook-outbox.ts).
 */
async function ordersOnceDelivered(shopper: Shopper, count: number): Promise<Order[]> {
  await expect.poll(async () => (await shopper.orders()).length, { timeout: 60_000 }).toBe(count)
  return shopper.orders()
}

test('an order the shopper was told was paid survives a crash (SIGKILL) and a restart, with the shopper still signed in', async () => {
  const server = await start()
  const shopper = new Shopper(server.origin, { name: 'crash' })
  await shopper.register()
  const [first, second] = await storeVariantRefs(server.origin)
  if (!first || !second) throw new Error('no store variants to order')
  expect((await shopper.addToCart(first, 2)).status).toBe(201)
  expect((await shopper.addToCart(second, 1)).status).toBe(201)
  const handedOver = await shopper.checkOut()
  expect(handedOver.status).toBe(201)
  const paid = await shopper.pay(handedOver.body.checkoutUrl)
  expect(paid.status).toBe(303)

  server.child.kill('SIGKILL')
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })

  const again = await start({ dataDir: server.dataDir })
  shopper.moveTo(again.origin)
  const [order] = await ordersOnceDelivered(shopper, 1)
  expect(order?.status).toBe('paid')
  expect(order?.lines.map((line) => line.quantity).sort()).toEqual([1, 2])
  expect(await shopper.cart()).toEqual([])
  // Paid again (no answer reached the phone, say), it is the same order, not a second one.
  const retried = await shopper.pay(handedOver.body.checkoutUrl)
  expect(retried.status).toBe(303)
  expect(retried.location).toBe(paid.location)
  await delay(1_000)
  expect(await shopper.orders()).toHaveLength(1)
  shopper.close()
})

test('a crash while orders are being paid leaves each whole or not at all, and every cart consistent', async () => {
  const server = await start()
  const refs = await storeVariantRefs(server.origin)
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
  const checkouts = new Map<Shopper, string>()
  for (const shopper of shoppers) {
    const handedOver = await shopper.checkOut(cartsBefore.get(shopper))
    expect(handedOver.status).toBe(201)
    checkouts.set(shopper, handedOver.body.checkoutUrl)
  }

  // All pay at once; the server is killed as soon as five are told their orders are paid.
  const answers = new Map<Shopper, Answer<string> | Error>()
  let acknowledged = 0
  let killed: () => void = () => {}
  const firstAcknowledged = new Promise<void>((resolve) => {
    killed = resolve
  })
  const paying = shoppers.map(async (shopper) => {
    try {
      const answer = await shopper.pay(checkouts.get(shopper) ?? '')
      answers.set(shopper, answer)
      if (answer.status === 303 && ++acknowledged === 5) killed()
    } catch (error) {
      answers.set(shopper, error as Error)
    }
  })
  await Promise.race([firstAcknowledged, Promise.all(paying)])
  server.child.kill('SIGKILL')
  await Promise.all(paying)
  await server.exited

  const again = await start({ dataDir: server.dataDir })
  // Whatever was paid comes back by webhook, delivered after the restart.
  await delay(5_000)
  const outcome = { acknowledged: 0, paidUnacknowledged: 0, notPaid: 0 }
  for (const shopper of shoppers) {
    shopper.moveTo(again.origin)
    const answer = answers.get(shopper)
    const told = answer && !(answer instanceof Error) && answer.status === 303
    const orders = told ? await ordersOnceDelivered(shopper, 1) : await shopper.orders()
    const cart = await shopper.cart()
    const expected = (carts.get(shopper) ?? []).map((line) => line.quantity)
    expect(orders.length, shopper.email).toBeLessThanOrEqual(1)
    const [order] = orders
    if (told) outcome.acknowledged++
    else if (order) outcome.paidUnacknowledged++
    else outcome.notPaid++
    if (order) {
      // The whole order, and the cart it came from emptied.
      expect(order.lines.map((line) => line.quantity).sort(), shopper.email).toEqual(expected.sort())
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
  // The mail server is down at first: the order's webhook commits its message in the outbox, the
  // delivery fails, and the process is killed before a retry.
  const probe = await startTestMailServer()
  const smtpPort = probe.port
  await probe.close()
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: 'info' }
  const server = await startServer({ ...ENV, ...env })
  servers.push(server)
  const shopper = new Shopper(server.origin, { name: 'crash-mail' })
  await shopper.register()
  const [ref] = await storeVariantRefs(server.origin)
  if (!ref) throw new Error('no store variants to order')
  expect((await shopper.addToCart(ref, 1)).status).toBe(201)
  const handedOver = await shopper.checkOut()
  const paid = await shopper.pay(handedOver.body.checkoutUrl)
  expect(paid.status).toBe(303)
  await expect.poll(() => server.output().includes('mail not sent'), { timeout: 30_000 }).toBe(true)
  const [order] = await shopper.orders()
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
    const name = order?.name
    console.log(`mail for ${name} after a crash and two restarts: ${mail.messages.length} delivered`)
    expect(mail.messages).toHaveLength(1)
    expect(mail.messages[0]?.subject).toBe(`Your order ${name} is confirmed`)
    expect(mail.messages[0]?.to).toEqual([shopper.email])
  } finally {
    shopper.close()
    await mail.close()
  }
})

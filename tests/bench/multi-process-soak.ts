import { randomUUID } from 'node:crypto'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { type Db, openDatabase } from '../../src/server/db/client'
import { localMailbox, mailOutbox, orders, users } from '../../src/server/db/schema'
import { type RunningServer, startServer } from '../support/server-process'
import { Shopper, storeVariantRefs } from '../support/shopper'
import { PAGE_QUERY, STOREFRONT_HEADERS } from './storefront-query'

const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 100)
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
/** Guessers of one account's password, each from an address of its own, spread over every process. */
const ATTACKERS = 6
const GUESSES_EACH = 15
/** Wrong passwords one email may try per window (src/server/auth/auth.routes.ts). */
const SIGN_IN_LIMIT = 5
const DRAIN_TIMEOUT_MS = 120_000

export interface Tally {
  requests: number
  errors: string[]
  /** The store carts whose payment was acknowledged, with their shopper. */
  ordersAcknowledged: Map<string, string>
  retriesAnsweredWithTheSameOrder: number
}

/** The shoppers' orders in the database against those acknowledged: lost ones, and ones made twice. */
export async function countOrders(db: Db, shoppers: Shopper[], tally: Tally) {
  const emails = shoppers.map((s) => s.email)
  // The stand-in checkout's orders (the store's records), each from one store cart.
  const stored = await db
    .select({ id: orders.id, email: users.email, cart: orders.cartToken })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(users.email, emails))
  const storedCarts = new Set(stored.map((order) => order.cart ?? ''))
  const lost = [...tally.ordersAcknowledged.keys()].filter((cart) => !storedCarts.has(cart))
  const unacknowledged = stored.filter((order) => !tally.ordersAcknowledged.has(order.cart ?? ''))
  const duplicated = stored.length - storedCarts.size + unacknowledged.length
  return { stored: stored.map((order) => order.id), lost: lost.length, duplicated }
}

/** Counts an answer as one request, and as an error unless its status is one of `wanted`. */
export function expecter(tally: Tally) {
  return (what: string, status: number, wanted: number[]) => {
    tally.requests++
    if (!wanted.includes(status)) tally.errors.push(`${what}: ${status}`)
  }
}

/**
 * Checks out what the cart holds and pays at the stand-in checkout; with `again`, pays once more
 * after calling it (as a phone on a weak signal does) and expects the same order back.
 */
export async function checkOut(shopper: Shopper, tally: Tally, again: (() => void) | null) {
  const expect = expecter(tally)
  const handedOver = await shopper.checkOut()
  expect('check out', handedOver.status, [201])
  if (handedOver.status !== 201) return
  const { checkoutUrl } = handedOver.body
  const paid = await shopper.pay(checkoutUrl)
  expect('pay', paid.status, [303])
  if (paid.status !== 303) return
  const cart = new URL(checkoutUrl).pathname.split('/').pop() ?? ''
  tally.ordersAcknowledged.set(cart, shopper.email)
  if (!again) return
  again()
  const repeated = await shopper.pay(checkoutUrl)
  expect('pay again', repeated.status, [303])
  if (repeated.location === paid.location) tally.retriesAnsweredWithTheSameOrder++
  else tally.errors.push(`a repeated payment led to ${repeated.location}, not ${paid.location}`)
}

interface MultiTally extends Tally {
  staleSessionsAccepted: number
  signOutsTried: number
  crossedCheckouts: number
}

interface Run {
  processes: number
  requestsPerSecond: number
  errors: string[]
  lost: number
  duplicated: number
  stale: number
  extraGuesses: number
  mailsNotOnce: number
  orders: number
  signOuts: number
  guessesAllowed: number
}

/**
 * One shopper's minute across the processes: browses and adds on its own process (now and then on
 * the next one), checks out (some send the checkout again, on the next process every other time),
 * and signs out on its own process after the next one has remembered its session, then tries that
 * session on every process: any answer but 401 is a stale session accepted.
 */
async function shopAcross(
  shopper: Shopper,
  origins: string[],
  home: number,
  ownRefs: string[],
  until: number,
  tally: MultiTally,
) {
  const at = (index: number) => origins[index % origins.length] ?? ''
  const expect = expecter(tally)
  let round = 0
  while (Date.now() < until) {
    round++
    try {
      shopper.origin = at(home)
      const page = await shopper.request(
        'POST',
        '/api/2026-04/graphql.json',
        { query: PAGE_QUERY, variables: { first: 24 } },
        STOREFRONT_HEADERS,
      )
      expect('storefront page', page.status, [200])
      const ownRef = ownRefs[round % ownRefs.length] ?? ''
      const product = await shopper.request('GET', `/api/products/${ownRef.slice('own:'.length)}`)
      expect('own product', product.status, [200])
      // Every third line goes in on the next process: the cart this process shows must follow.
      shopper.origin = at(home + (round % 3 === 0 ? 1 : 0))
      const added = await shopper.addToCart(ownRef, 1 + (round % 2))
      expect('add to cart', added.status, [200, 201])
      shopper.origin = at(home)

      if (round % 4 === 0) {
        // Every other repeated checkout goes to the next process.
        const crossed = round % 16 === 0
        if (crossed) tally.crossedCheckouts++
        await checkOut(
          shopper,
          tally,
          round % 8 === 0 ? () => (shopper.origin = at(home + (crossed ? 1 : 0))) : null,
        )
      }

      if (round % 5 === 2) {
        // The next process remembers the session now…
        shopper.origin = at(home + 1)
        const remembered = await shopper.request('GET', '/api/cart')
        expect('cart on the next process', remembered.status, [200])
        const session = shopper.sessionCookie
        shopper.origin = at(home)
        const out = await shopper.request('POST', '/api/auth/logout')
        expect('sign out', out.status, [204])
        tally.signOutsTried++
        // …and must not believe it once it has ended, nor may any other.
        for (const origin of origins) {
          shopper.origin = origin
          const tried = await shopper.request('GET', '/api/cart', undefined, { Cookie: session })
          tally.requests++
          if (tried.status !== 401) tally.staleSessionsAccepted++
        }
        shopper.origin = at(home + round)
        await shopper.signIn()
        tally.requests++
      }
    } catch (error) {
      tally.requests++
      tally.errors.push(`network: ${(error as Error).message}`)
    }
  }
}

/** Guesses `victim`'s password from `attackers` addresses at once, each guess on the next process. */
async function guessPasswords(victim: string, origins: string[]) {
  let allowed = 0
  let refused = 0
  const errors: string[] = []
  await Promise.all(
    Array.from({ length: ATTACKERS }, async (_, attacker) => {
      const guesser = new Shopper(origins[0] ?? '', {
        name: 'guesser',
        localAddress: `127.1.0.${attacker + 1}`,
      })
      for (let guess = 0; guess < GUESSES_EACH; guess++) {
        guesser.origin = origins[(attacker + guess) % origins.length] ?? ''
        const answer = await guesser.request('POST', '/api/auth/login', {
          email: victim,
          password: `guess-${attacker}-${guess}`,
        })
        if (answer.status === 401) allowed++
        else if (answer.status === 429) refused++
        else errors.push(`password guess: ${answer.status}`)
      }
      guesser.close()
    }),
  )
  return { allowed, refused, errors }
}

/** A database of its own on the DATABASE_URL server, dropped afterwards. */
async function withDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `open_road_soak_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    return await use(url.href)
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/** Waits until no order confirmation is still waiting in the outbox. */
async function untilMailDrained(db: Db) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  while (Date.now() < deadline) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, 'order:%'), eq(mailOutbox.status, 'pending')))
    if ((row?.n ?? 0) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * Orders whose confirmation was not mailed exactly once: no `order:{id}` outbox row sent, one taken
 * by a worker more than once, or not exactly one copy in the local mailbox.
 */
async function mailsNotOnce(db: Db, orderIds: string[]): Promise<number> {
  if (orderIds.length === 0) return 0
  const rows = await db
    .select({
      key: mailOutbox.dedupeKey,
      id: mailOutbox.id,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.dedupeKey,
        orderIds.map((id) => `order:${id}`),
      ),
    )
  const delivered = await db.select({ messageId: localMailbox.messageId }).from(localMailbox)
  const copies = new Map<string, number>()
  for (const { messageId } of delivered) {
    const outboxId = /^<([^@]+)@/.exec(messageId)?.[1] ?? ''
    copies.set(outboxId, (copies.get(outboxId) ?? 0) + 1)
  }
  const once = rows.filter((row) => row.status === 'sent' && row.attempts === 1 && copies.get(row.id) === 1)
  return orderIds.length - once.length
}

async function runWith(serverUrl: string, processes: number): Promise<Run> {
  return withDatabase(serverUrl, async (url) => {
    const servers: RunningServer[] = []
    const shoppers: Shopper[] = []
    try {
      // The first process migrates and seeds; the others start on the database it prepared.
      for (let index = 0; index < processes; index++) servers.push(await startServer({ DATABASE_URL: url }))
      const origins = servers.map((server) => server.origin)
      const ownRefs = await storeVariantRefs(origins[0] ?? '')
      for (let index = 0; index < SHOPPERS; index++) {
        const shopper = new Shopper(origins[index % processes] ?? '', {
          name: `soak${index}`,
          localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
        })
        shoppers.push(shopper)
        await shopper.register()
      }
      const victim = new Shopper(origins[0] ?? '', { name: 'victim', localAddress: '127.2.0.1' })
      await victim.register()
      victim.close()

      const tally: MultiTally = {
        requests: 0,
        errors: [],
        ordersAcknowledged: new Map(),
        retriesAnsweredWithTheSameOrder: 0,
        staleSessionsAccepted: 0,
        signOutsTried: 0,
        crossedCheckouts: 0,
      }
      const started = Date.now()
      const until = started + SECONDS * 1000
      const [, guesses] = await Promise.all([
        Promise.all(
          shoppers.map((shopper, index) =>
            shopAcross(shopper, origins, index % processes, ownRefs, until, tally),
          ),
        ),
        guessPasswords(victim.email, origins),
      ])
      const elapsed = (Date.now() - started) / 1000

      const database = await openDatabase({ databaseUrl: url, dataDir: '', migrate: false })
      try {
        await untilMailDrained(database.db)
        const counted = await countOrders(database.db, shoppers, tally)
        return {
          processes,
          requestsPerSecond: tally.requests / elapsed,
          errors: [...tally.errors, ...guesses.errors],
          lost: counted.lost,
          duplicated: counted.duplicated,
          stale: tally.staleSessionsAccepted,
          extraGuesses: Math.max(0, guesses.allowed - SIGN_IN_LIMIT),
          mailsNotOnce: await mailsNotOnce(database.db, counted.stored),
          orders: counted.stored.length,
          signOuts: tally.signOutsTried,
          guessesAllowed: guesses.allowed,
        }
      } finally {
        await database.close()
      }
    } finally {
      for (const shopper of shoppers) shopper.close()
      for (const server of servers) await server.stop()
    }
  })
}

/**
 * `npm run soak -- --processes N` (PostgreSQL only): the same shoppers against 1 server process and
 * then against N on one database, each on a fresh database of its own; prints both and fails when
 * anything that must be 0 is not.
 */
export async function multiProcessSoak(processes: number) {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl || !Number.isInteger(processes) || processes < 1) {
    console.error(
      !serverUrl
        ? 'npm run soak -- --processes N needs DATABASE_URL (PostgreSQL): several processes cannot share the embedded database.'
        : '--processes takes a whole number of processes, 1 or more.',
    )
    process.exitCode = 1
    return
  }
  console.log(
    `Soak: ${SHOPPERS} shoppers for ${SECONDS} s against 1 and then ${processes} server processes on PostgreSQL…`,
  )
  const runs: Run[] = []
  for (const count of [...new Set([1, processes])]) runs.push(await runWith(serverUrl, count))
  const header = [
    'processes',
    'requests/s',
    'errors',
    'lost orders',
    'duplicated orders',
    'stale sessions accepted',
    'extra guesses allowed',
    'mails not sent exactly once',
  ]
  const lines = runs.map((run) =>
    [
      run.processes,
      Math.round(run.requestsPerSecond),
      run.errors.length,
      run.lost,
      run.duplicated,
      run.stale,
      run.extraGuesses,
      run.mailsNotOnce,
    ].join(' | '),
  )
  console.log(
    `\n| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}\n${lines.map((line) => `| ${line} |`).join('\n')}`,
  )
  for (const run of runs) {
    console.log(
      `${run.processes} process(es): ${run.orders} orders, ${run.signOuts} sign-outs each tried on every process, ${run.guessesAllowed} of ${ATTACKERS * GUESSES_EACH} password guesses answered (limit ${SIGN_IN_LIMIT})`,
    )
    if (run.errors.length > 0) console.log(`First errors:\n${run.errors.slice(0, 10).join('\n')}`)
  }
  if (
    runs.some(
      (run) =>
        run.errors.length + run.lost + run.duplicated + run.stale + run.extraGuesses + run.mailsNotOnce > 0,
    )
  ) {
    process.exitCode = 1
  }
}

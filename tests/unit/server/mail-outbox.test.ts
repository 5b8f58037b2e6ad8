import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/server/db/client'
import { retryDelayMs } from '../../../src/server/db/outbox-worker'
import { localMailbox, mailOutbox } from '../../../src/server/db/schema'
import { errorResponse, HttpError } from '../../../src/server/http/errors'
import { createLogger } from '../../../src/server/logger'
import { localMailboxKey, mailboxRoutes } from '../../../src/server/mail/mailbox.routes'
import {
  createOutboxWorker,
  enqueueMail,
  MAX_ATTEMPTS,
  type OutgoingMail,
} from '../../../src/server/mail/outbox'
import {
  localMailboxTransport,
  type MailMessage,
  type MailTransport,
} from '../../../src/server/mail/transport'
import { openTestDatabase, openTestDatabases } from './test-database'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})
beforeEach(async () => {
  await database.db.delete(mailOutbox)
  await database.db.delete(localMailbox)
})

const logger = createLogger('silent')

function mail(key: string, to = 'rider@example.com'): OutgoingMail {
  return {
    dedupeKey: key,
    kind: 'order_confirmation',
    to,
    subject: `About ${key}`,
    html: `<p>${key}</p>`,
    text: key,
  }
}

/** A transport that records what it was given, failing the first `failures` tries. */
function recordingTransport(failures = 0): MailTransport & { sent: MailMessage[]; tries: number } {
  const transport = {
    description: 'test',
    sent: [] as MailMessage[],
    tries: 0,
    async deliver(message: MailMessage) {
      transport.tries++
      if (transport.tries <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25')
      transport.sent.push(message)
    },
  }
  return transport
}

describe('the mail outbox', () => {
  it('keeps one message per dedupe key', async () => {
    expect(await enqueueMail(database.db, mail('order:1'))).toBe(true)
    expect(await enqueueMail(database.db, mail('order:1'))).toBe(false)
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1)
  })

  it('writes nothing when the transaction that wrote it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('order:rolled-back'))
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0)
  })

  it('delivers what is due once, with its row id, then empties its body', async () => {
    await enqueueMail(database.db, mail('order:a'))
    await enqueueMail(database.db, mail('order:b', 'other@example.com'))
    const transport = recordingTransport()
    const worker = createOutboxWorker({ db: database.db, transport, logger })
    expect(await worker.deliverDue()).toBe(2)
    expect(await worker.deliverDue()).toBe(0)
    expect(transport.sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['other@example.com', 'About order:b'],
      ['rider@example.com', 'About order:a'],
    ])
    const rows = await database.db.select().from(mailOutbox)
    expect(rows.map((row) => [row.status, row.html, row.text, row.attempts])).toEqual([
      ['sent', '', '', 1],
      ['sent', '', '', 1],
    ])
    expect(new Set(transport.sent.map((m) => m.id))).toEqual(new Set(rows.map((row) => row.id)))
  })

  it('retries a failed delivery after a growing wait, and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000])
    expect(retryDelayMs(30)).toBe(60 * 60 * 1000)
    await enqueueMail(database.db, mail('order:retry'))
    const transport = recordingTransport(1)
    const worker = createOutboxWorker({ db: database.db, transport, logger })
    expect(await worker.deliverDue()).toBe(1)
    const [failed] = await database.db.select().from(mailOutbox)
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    })
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_000)
    // Not due yet: nothing is tried.
    expect(await worker.deliverDue()).toBe(0)
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1) })
    expect(await worker.deliverDue()).toBe(1)
    expect(transport.sent).toHaveLength(1)
    expect((await database.db.select().from(mailOutbox))[0]).toMatchObject({ status: 'sent', attempts: 2 })

    await enqueueMail(database.db, mail('order:never'))
    const broken = recordingTransport(Number.POSITIVE_INFINITY)
    const failing = createOutboxWorker({ db: database.db, transport: broken, logger })
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1) })
        .where(eq(mailOutbox.dedupeKey, 'order:never'))
      await failing.deliverDue()
    }
    const [given] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'order:never'))
    expect(given).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    expect(broken.tries).toBe(MAX_ATTEMPTS)
  })

  it('hands each message to one of several workers running at once', async () => {
    for (let index = 0; index < 30; index++) await enqueueMail(database.db, mail(`order:${index}`))
    const transports = [recordingTransport(), recordingTransport(), recordingTransport()]
    await Promise.all(
      transports.map((transport) => createOutboxWorker({ db: database.db, transport, logger }).deliverDue()),
    )
    const ids = transports.flatMap((transport) => transport.sent.map((m) => m.id))
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
  })

  it('delivers each message exactly once with a worker in each of two processes on one database', async () => {
    const processes = await openTestDatabases(2)
    try {
      const [first] = processes
      if (!first) throw new Error('Two databases expected')
      for (let index = 0; index < 60; index++) await enqueueMail(first.db, mail(`order:${index}`))
      const transports = processes.map(() => recordingTransport())
      // Each process's worker delivers through its own connections, at the same time as the other.
      await Promise.all(
        processes.map((process, index) =>
          createOutboxWorker({
            db: process.db,
            transport: transports[index] as MailTransport,
            logger,
          }).deliverDue(),
        ),
      )
      const ids = transports.flatMap((transport) => transport.sent.map((m) => m.id))
      expect(ids).toHaveLength(60)
      expect(new Set(ids).size).toBe(60)
      const rows = await first.db.select().from(mailOutbox)
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    } finally {
      await Promise.all(processes.map((process) => process.close()))
    }
  })

  it('takes up a message whose worker died holding it once the lease has run out', async () => {
    await enqueueMail(database.db, mail('order:held'))
    await database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() + 60_000) })
    const transport = recordingTransport()
    const worker = createOutboxWorker({ db: database.db, transport, logger })
    expect(await worker.deliverDue()).toBe(0)
    await database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1) })
    expect(await worker.deliverDue()).toBe(1)
  })
})

describe('the local mailbox', () => {
  it('keeps delivered mail once per message and shows it only with its key', async () => {
    const key = await localMailboxKey(database.db)
    expect(await localMailboxKey(database.db)).toBe(key)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    const transport = localMailboxTransport(database.db, 'Shop <help@shop.example>', 'the local mailbox')
    const message = {
      id: crypto.randomUUID(),
      to: 'rider@example.com',
      subject: 'Your order ORMS-10001 is confirmed',
      html: '<p>Thanks <b>rider</b></p>',
      text: 'Thanks rider',
    }
    await transport.deliver(message)
    await transport.deliver(message)
    const stored = await database.db.select().from(localMailbox)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.messageId).toBe(`<${message.id}@shop.example>`)

    // As the app mounts it, its errors answered as the app answers them.
    const routes = new Hono().route('/', mailboxRoutes({ db: database.db, key }))
    routes.onError((error, c) =>
      error instanceof HttpError
        ? errorResponse(c, error.status, error.code, error.message)
        : c.text('', 500),
    )
    const list = await routes.request(`/?key=${key}`)
    expect(list.status).toBe(200)
    const page = await list.text()
    expect(page).toContain('rider@example.com')
    expect(page).toContain('Your order ORMS-10001 is confirmed')
    const shown = await routes.request(`/${stored[0]?.id}?key=${key}`)
    expect(await shown.text()).toBe('<p>Thanks <b>rider</b></p>')
    expect(await (await routes.request(`/${stored[0]?.id}?key=${key}&format=text`)).text()).toBe(
      'Thanks rider',
    )
    for (const path of ['/', `/?key=${'0'.repeat(32)}`, `/${stored[0]?.id}`, `/${stored[0]?.id}?key=wrong`])
      expect((await routes.request(path)).status, path).toBe(404)
  })
})

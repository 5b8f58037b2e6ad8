import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashToken } from '../../../src/server/auth/token'
import { type ForgetNotice, forgetFeedOf, LISTENER_NAME } from '../../../src/server/db/forget-notices'
import { sessions } from '../../../src/server/db/schema'
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app'
import { openTestDatabases, testDatabaseUrl } from './test-database'

/**
 * Two app instances on one database for the tests of a block, as two server processes (on PGlite:
 * one process, one memory), handed to `use` before they run and closed after.
 */
function useTwoInstances(use: (first: TestApp, second: TestApp) => void) {
  const apps: TestApp[] = []
  beforeAll(async () => {
    const [one, two] = await openTestDatabases(2)
    if (!one || !two) throw new Error('Two databases expected')
    apps.push(await createTestApp({ database: one }), await createTestApp({ database: two, scale: null }))
    use(apps[0] as TestApp, apps[1] as TestApp)
  })
  afterAll(() => Promise.all(apps.map((app) => app.close())))
}

/**
 * Settles when `app`'s process has been told something `matches`; on PGlite at once: the instances
 * share one process's memory, which the change itself forgets.
 */
function told(app: TestApp, matches: (notice: ForgetNotice) => boolean): Promise<void> {
  if (!testDatabaseUrl) return Promise.resolve()
  return new Promise((resolve) =>
    forgetFeedOf(app.db).subscribe({
      forget: (notice) => {
        if (matches(notice)) resolve()
      },
      distrust: () => {},
    }),
  )
}

const signedInAs = async (app: TestApp, cookie: string) =>
  ((await (await app.send('/api/auth/user', { cookie })).json()) as { email: string } | null)?.email ?? null

const sessionIdOf = (cookie: string) => hashToken(cookie.split('=')[1] ?? '')

describe('a session ended on one instance', () => {
  let first: TestApp
  let second: TestApp
  useTwoInstances((one, two) => {
    first = one
    second = two
  })

  it('signs nobody in on the other once the sign-out is told, with no waiting for its memory', async () => {
    const shopper = await first.createShopper()
    // The other instance remembers the session now.
    expect(await signedInAs(second, shopper.cookie)).toBe(shopper.email)
    const id = sessionIdOf(shopper.cookie)
    const notice = told(second, (n) => n.kind === 'sessions' && n.ids.includes(id))
    expect((await first.call(shopper, 'POST', '/api/auth/logout')).status).toBe(204)
    await notice
    expect(await signedInAs(second, shopper.cookie)).toBeNull()
    expect((await second.call(shopper, 'GET', '/api/cart')).status).toBe(401)
  })

  it('signs nobody in on the other after a password change ends every session of the account', async () => {
    const shopper = await first.createShopper()
    const otherDevice = { cookie: await first.signIn(shopper.email, TEST_PASSWORD) }
    expect(await signedInAs(second, otherDevice.cookie)).toBe(shopper.email)
    const id = sessionIdOf(otherDevice.cookie)
    const notice = told(second, (n) => n.kind === 'sessions' && n.ids.includes(id))
    const changed = await first.call(shopper, 'POST', '/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another-long-password-7',
    })
    expect(changed.status).toBe(200)
    await notice
    expect(await signedInAs(second, otherDevice.cookie)).toBeNull()
  })

  it('shows the other instance a cart changed on this one', async () => {
    const shopper = await first.createShopper()
    const cartOn = async (app: TestApp) =>
      ((await (await app.call(shopper, 'GET', '/api/cart')).json()) as { quantity: number }[]).map(
        (line) => line.quantity,
      )
    expect(await cartOn(second)).toEqual([])
    const [ownProduct] = (await (await first.send('/api/products/featured')).json()) as { slug: string }[]
    const userId = (await first.db.select({ userId: sessions.userId }).from(sessions))
      .map((row) => row.userId)
      .at(-1)
    const notice = told(second, (n) => n.kind === 'cart' && n.userId === userId)
    const added = await first.call(shopper, 'POST', '/api/cart', {
      productId: `own:${ownProduct?.slug}`,
      quantity: 2,
    })
    expect(added.status).toBe(201)
    await notice
    expect(await cartOn(second)).toEqual([2])
  })
})

describe.skipIf(!testDatabaseUrl)('an instance whose LISTEN connection is lost (PostgreSQL)', () => {
  let first: TestApp
  let second: TestApp
  useTwoInstances((one, two) => {
    first = one
    second = two
  })

  /** New connections to the database refused (or allowed again); those open stay. */
  const connectionLimit = async (limit: number) => {
    const [row] = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string
    }[]
    await first.db.execute(sql.raw(`alter database "${row?.name}" connection limit ${limit}`))
  }
  const endListeners = () =>
    first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`,
    )

  it('answers from the database until it listens again, then remembers again', async () => {
    const shopper = await first.createShopper()
    const id = sessionIdOf(shopper.cookie)
    expect(await signedInAs(second, shopper.cookie)).toBe(shopper.email)
    // Deleted behind every process's back (no notice): the remembered session still answers…
    await first.db.delete(sessions).where(eq(sessions.id, id))
    expect(await signedInAs(second, shopper.cookie)).toBe(shopper.email)

    // …until the notices stop: then memory is forgotten and the database answers.
    const other = await first.createShopper()
    expect(await signedInAs(second, other.cookie)).toBe(other.email)
    // Its LISTEN connection ends, and a new one cannot be had for now.
    await connectionLimit(0)
    await endListeners()
    await vi.waitFor(() => expect(forgetFeedOf(second.db).trusted).toBe(false), { timeout: 5_000 })
    expect(await signedInAs(second, shopper.cookie)).toBeNull()
    await first.db.delete(sessions).where(eq(sessions.id, sessionIdOf(other.cookie)))
    expect(await signedInAs(second, other.cookie)).toBeNull()

    // While not listening it keeps nothing: a session ended behind its back now is not believed either.
    const fourth = await first.createShopper()
    expect(await signedInAs(second, fourth.cookie)).toBe(fourth.email)
    await first.db.delete(sessions).where(eq(sessions.id, sessionIdOf(fourth.cookie)))
    expect(await signedInAs(second, fourth.cookie)).toBeNull()

    // Listening again, it is told of sign-outs as before.
    await connectionLimit(-1)
    await vi.waitFor(() => expect(forgetFeedOf(second.db).trusted).toBe(true), { timeout: 10_000 })
    const third = await first.createShopper()
    expect(await signedInAs(second, third.cookie)).toBe(third.email)
    const notice = told(second, (n) => n.kind === 'sessions' && n.ids.includes(sessionIdOf(third.cookie)))
    await first.call(third, 'POST', '/api/auth/logout')
    await notice
    expect(await signedInAs(second, third.cookie)).toBeNull()
  })
})

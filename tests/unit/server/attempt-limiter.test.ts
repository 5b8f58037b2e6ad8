import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAttemptLimiter, takeAttempts } from '../../../src/server/auth/attempt-limiter'
import type { Database } from '../../../src/server/db/client'
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app'
import { openTestDatabase, openTestDatabases } from './test-database'

describe('createAttemptLimiter', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds a key back at its limit until the window its first attempt began is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000_000)
    const limiter = createAttemptLimiter(database.db, { name: 'window', limit: 3, windowMs: 60_000 })
    expect(await limiter.take('a')).toBe(0)
    vi.setSystemTime(1_000_010_000)
    expect(await limiter.take('a')).toBe(0)
    expect(await limiter.take('a')).toBe(0)
    // The fourth waits for the window that began 10 s ago to end.
    expect(await limiter.take('a')).toBe(50)
    expect(await limiter.take('b')).toBe(0)
    vi.setSystemTime(1_000_059_000)
    expect(await limiter.take('a')).toBe(1)
    vi.setSystemTime(1_000_060_000)
    expect(await limiter.take('a')).toBe(0)
  })

  it('gives an attempt back, and forgets a key when cleared', async () => {
    const limiter = createAttemptLimiter(database.db, { name: 'give-back', limit: 1, windowMs: 60_000 })
    expect(await limiter.take('a')).toBe(0)
    await limiter.giveBack('a')
    expect(await limiter.take('a')).toBe(0)
    expect(await limiter.take('a')).toBeGreaterThan(0)
    await limiter.clear('a')
    expect(await limiter.take('a')).toBe(0)
  })

  it('keeps limiters of other names apart, and counts nowhere a request another limit refused', async () => {
    const byEmail = createAttemptLimiter(database.db, { name: 'by-email', limit: 1, windowMs: 60_000 })
    const byAddress = createAttemptLimiter(database.db, { name: 'by-address', limit: 2, windowMs: 60_000 })
    expect(await takeAttempts([byEmail, 'k'], [byAddress, 'k'])).toBe(0)
    expect(await takeAttempts([byEmail, 'k'], [byAddress, 'k'])).toBeGreaterThan(0)
    // The refused request's attempt by address was given back: one more is still allowed.
    expect(await byAddress.take('k')).toBe(0)
    expect(await byAddress.take('k')).toBeGreaterThan(0)
  })
})

describe('sign-in limits on two app instances sharing one database', () => {
  let first: TestApp
  let second: TestApp
  const email = 'two-processes@example.com'

  beforeAll(async () => {
    const [one, two] = await openTestDatabases(2)
    if (!one || !two) throw new Error('Two databases expected')
    first = await createTestApp({ database: one, scale: null })
    second = await createTestApp({ database: two, scale: null })
    const created = await first.postJson('/api/auth/register', {
      email,
      password: TEST_PASSWORD,
      firstName: 'Two',
      lastName: 'Servers',
    })
    expect(created.status).toBe(201)
  })
  afterAll(async () => {
    await first.close()
    await second.close()
  })

  const guess = (app: TestApp, password: string, from: string) =>
    app.send('/api/auth/login', { body: { email, password }, from })

  it('count wrong passwords together: five in all, whichever instance answers, even sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        guess(index % 2 === 0 ? first : second, `wrong-password-${index}`, `10.9.0.${index}`),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
    const refused = answers.find((answer) => answer.status === 429)
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(await refused?.json()).toEqual({
      error: {
        code: 'too_many_attempts',
        message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/),
      },
    })
    // Past the limit the right password waits too, on either instance.
    expect((await guess(first, TEST_PASSWORD, '10.9.1.1')).status).toBe(429)
    expect((await guess(second, TEST_PASSWORD, '10.9.1.2')).status).toBe(429)
  })
})

describe('the client address the per-address limits count', () => {
  const signUp = (app: TestApp, index: number, forwardedFor: string) =>
    app.send('/api/auth/register', {
      body: { email: `proxy-${index}@example.com`, password: TEST_PASSWORD, firstName: 'P', lastName: 'X' },
      headers: { 'X-Forwarded-For': forwardedFor },
      from: '10.0.0.1',
    })

  it('is the connection’s unless TRUST_PROXY is on: then the first X-Forwarded-For hop', async () => {
    const direct = await createTestApp({ scale: null, env: { REGISTRATIONS_PER_HOUR: '1' } })
    const proxied = await createTestApp({
      scale: null,
      env: { REGISTRATIONS_PER_HOUR: '1', TRUST_PROXY: '1' },
    })
    try {
      // Without TRUST_PROXY the header is anyone's to send: both come from 10.0.0.1.
      expect((await signUp(direct, 1, '203.0.113.1')).status).toBe(201)
      expect((await signUp(direct, 2, '203.0.113.2')).status).toBe(429)
      // Behind a proxy, each client is counted by the first hop.
      expect((await signUp(proxied, 3, '203.0.113.1, 10.0.0.1')).status).toBe(201)
      expect((await signUp(proxied, 4, '203.0.113.2, 10.0.0.1')).status).toBe(201)
      expect((await signUp(proxied, 5, '203.0.113.2')).status).toBe(429)
      // A first hop that is no address is not believed: the connection's counts.
      expect((await signUp(proxied, 6, 'not-an-address')).status).toBe(201)
      expect((await signUp(proxied, 7, '')).status).toBe(429)
    } finally {
      await direct.close()
      await proxied.close()
    }
  })
})

import { createHash } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../../src/server/db/schema'
import { DEMO_ACCOUNT, seedDemoAccount } from '../../../src/server/seed/demo-account'
import type { AuthUser, RegisterRequest } from '../../../src/shared/account/auth'
import { SESSION_COOKIE } from '../../../src/shared/account/session-cookie'
import { createTestApp, requestsFromEachTest, sessionCookieOf, TEST_PASSWORD, type TestApp } from './test-app'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const request = requestsFromEachTest(() => testApp, '192.0.2')
const register = (body: unknown, from?: string) => request('/api/auth/register', { body, from })
const login = (body: unknown, options: { cookie?: string; from?: string } = {}) =>
  request('/api/auth/login', { body, ...options })

async function currentUser(cookie?: string): Promise<AuthUser | null> {
  const response = await request('/api/auth/user', { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as AuthUser | null
}

let emailCounter = 0
function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  emailCounter += 1
  return {
    email: `rider${emailCounter}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Sam',
    lastName: 'Rider',
    ...overrides,
  }
}

async function userCount(email?: string) {
  const query = testApp.db.select({ n: count() }).from(users)
  return (await (email ? query.where(eq(users.email, email)) : query))[0]?.n
}

const INVALID_CREDENTIALS = {
  error: { code: 'invalid_credentials', message: 'Email or password is incorrect.' },
}

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 with the user and signs it in with a session cookie', async () => {
    const response = await register(newAccount({ email: '  Casey.Rider@Example.COM ', firstName: ' Casey ' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      email: 'casey.rider@example.com',
      firstName: 'Casey',
      lastName: 'Rider',
    })
    expect(response.headers.get('cache-control')).toBe('private, no-store')

    const [setCookie] = response.headers.getSetCookie()
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`))
    expect(setCookie).toContain('Max-Age=2592000')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).not.toContain('Secure')

    const cookie = sessionCookieOf(response)
    expect(await currentUser(cookie)).toEqual({
      email: 'casey.rider@example.com',
      firstName: 'Casey',
      lastName: 'Rider',
    })
    expect(await currentUser()).toBeNull()
  })

  it('stores a salted scrypt hash, never the password, and only a hash of the session token', async () => {
    const account = newAccount()
    const twin = newAccount()
    const token = sessionCookieOf(await register(account)).slice(SESSION_COOKIE.length + 1)
    await register(twin)

    const hashOf = async (email: string) =>
      (await testApp.db.select().from(users).where(eq(users.email, email)))[0]
    const user = await hashOf(account.email)
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/)
    expect(user?.passwordHash).not.toContain(account.password)
    // Same password, another salt: another hash.
    expect((await hashOf(twin.email))?.passwordHash).not.toBe(user?.passwordHash)

    const stored = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''))
    expect(stored.map((s) => s.id)).toEqual([createHash('sha256').update(token).digest('hex')])
    const days = ((stored[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })

  it.each([
    ['X-Forwarded-Proto: https', 'http://localhost/api/auth/register', { 'X-Forwarded-Proto': 'https' }],
    ['an https URL', 'https://shop.example/api/auth/register', {}],
  ])('marks the cookie Secure when the request came over HTTPS (%s)', async (_case, url, headers) => {
    const response = await request(url, { body: newAccount(), headers })
    expect(response.status).toBe(201)
    expect(response.headers.get('set-cookie')).toContain('Secure')
  })

  it('answers 409 email_taken for an email that has an account, whatever its case, and stores nothing', async () => {
    const account = newAccount()
    expect((await register(account)).status).toBe(201)
    const response = await register({ ...account, email: account.email.toUpperCase(), firstName: 'Other' })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: { code: 'email_taken', message: 'An account with this email already exists. Sign in instead.' },
    })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await userCount(account.email)).toBe(1)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no email', { email: undefined }, 'email: Email is required.'],
    ['a malformed email', { email: 'rider@' }, 'email: Email must be a valid email address.'],
    ['no password', { password: undefined }, 'password: Password is required.'],
    ['a 7-character password', { password: 'short12' }, 'password: Password must be at least 8 characters.'],
    [
      'a 129-character password',
      { password: 'p'.repeat(129) },
      'password: Password can be at most 128 characters.',
    ],
    ['a blank first name', { firstName: '   ' }, 'firstName: First name is required.'],
    [
      'a 51-character last name',
      { lastName: 'l'.repeat(51) },
      'lastName: Last name can be at most 50 characters.',
    ],
  ])('answers 400 naming the field for %s, and creates nothing', async (_case, change, message) => {
    const before = await userCount()
    const response = await register({ ...newAccount(), ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await userCount()).toBe(before)
  })

  it('allows 10 sign-ups per address an hour, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await register(newAccount())).status).toBe(201)
    const account = newAccount()
    const refused = await register(account)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_attempts')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(await userCount(account.email)).toBe(0)
    // Another address is not held back.
    expect((await register(account, '198.51.100.1')).status).toBe(201)
  })
})

describe('POST /api/auth/login', () => {
  it('signs the demo account in', async () => {
    const response = await login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })
    expect(response.status).toBe(200)
    const user = { email: 'demo@openroadmoto.example', firstName: 'Dana', lastName: 'Rider' }
    expect(await response.json()).toEqual(user)
    expect(await currentUser(sessionCookieOf(response))).toEqual(user)
  })

  it('keeps one demo account however often the seed runs', async () => {
    expect(await seedDemoAccount(testApp.db)).toEqual({ seeded: false })
    expect(await userCount(DEMO_ACCOUNT.email)).toBe(1)
  })

  it('takes the email in any case and with spaces around it', async () => {
    const account = newAccount()
    await register(account)
    const response = await login({ email: ` ${account.email.toUpperCase()} `, password: account.password })
    expect(response.status).toBe(200)
  })

  it('answers the same 401 for a wrong password and an unknown email, and sets no cookie', async () => {
    const account = newAccount()
    await register(account)
    const wrongPassword = await login({ email: account.email, password: 'not-the-password' })
    const unknownEmail = await login({ email: 'nobody@example.com', password: account.password })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual(INVALID_CREDENTIALS)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it.each<[string, unknown, string]>([
    ['no email', { password: 'x' }, 'email: Email is required.'],
    ['no password', { email: 'a@example.com' }, 'password: Password is required.'],
    ['an empty password', { email: 'a@example.com', password: '' }, 'password: Password is required.'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await login(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
  })

  it('starts a new session at every sign-in and ends the one the request carried', async () => {
    const account = newAccount()
    const first = sessionCookieOf(await register(account))
    const second = sessionCookieOf(await login(account, { cookie: first }))
    expect(second).not.toBe(first)
    expect(await currentUser(first)).toBeNull()
    expect(await currentUser(second)).toMatchObject({ email: account.email })
    // A sign-in from elsewhere (no cookie) leaves the other sessions alone.
    const third = sessionCookieOf(await login(account))
    expect(new Set([first, second, third]).size).toBe(3)
    expect(await currentUser(second)).toMatchObject({ email: account.email })
    expect(await currentUser(third)).toMatchObject({ email: account.email })
  })

  it('refuses a 6th attempt after 5 failures for one email, even with the right password', async () => {
    const account = newAccount()
    await register(account)
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: account.email, password: `wrong-${i}-password` })).status).toBe(401)
    }
    const response = await login(account, { from: '198.51.100.2' })
    expect(response.status).toBe(429)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('too_many_attempts')
    expect(body.error.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(890)
    expect(retryAfter).toBeLessThanOrEqual(900)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('forgets an email’s failures when it signs in', async () => {
    const account = newAccount()
    await register(account)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await login({ email: account.email, password: 'wrong-password' })
      expect((await login(account)).status).toBe(200)
    }
  })

  it('refuses an address after 20 failures, whichever emails they were for', async () => {
    const account = newAccount()
    await register(account)
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: `guess${i}@example.com`, password: 'wrong-password' })).status).toBe(401)
    }
    expect((await login(account)).status).toBe(429)
    expect((await login(account, { from: '198.51.100.3' })).status).toBe(200)
  })
})

describe('sessions', () => {
  it('POST /api/auth/logout ends the session on the server and clears the cookie', async () => {
    const account = newAccount()
    const cookie = sessionCookieOf(await register(account))
    const response = await request('/api/auth/logout', { method: 'POST', cookie })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`))
    // The old cookie, replayed, no longer signs anyone in.
    expect(await currentUser(cookie)).toBeNull()
    const [user] = await testApp.db.select().from(users).where(eq(users.email, account.email))
    expect(
      await testApp.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([])
  })

  it('ignores an expired session', async () => {
    const account = newAccount()
    const cookie = sessionCookieOf(await register(account))
    const [user] = await testApp.db.select().from(users).where(eq(users.email, account.email))
    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user?.id ?? ''))
    expect(await currentUser(cookie)).toBeNull()
  })

  it.each([
    `${SESSION_COOKIE}=not-a-token`,
    `${SESSION_COOKIE}=${'A'.repeat(43)}`,
    `${SESSION_COOKIE}=%E0%A4%A`,
  ])('treats the cookie %s as signed out', async (cookie) => {
    expect(await currentUser(cookie)).toBeNull()
  })
})

describe('sign-in and sign-out navigations', () => {
  it.each([
    ['/product/storm-jacket?size=M', '/sign-in?returnTo=%2Fproduct%2Fstorm-jacket%3Fsize%3DM'],
    ['//evil.example', '/sign-in?returnTo=%2F'],
    ['https://evil.example/', '/sign-in?returnTo=%2F'],
    ['/api/cart', '/sign-in?returnTo=%2F'],
  ])('GET /api/login?returnTo=%s sends a signed-out visitor to %s', async (returnTo, location) => {
    const response = await request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it('GET /api/login without returnTo returns to the home page after sign-in', async () => {
    const response = await request('/api/login')
    expect(response.headers.get('location')).toBe('/sign-in?returnTo=%2F')
  })

  it('GET /api/login sends a signed-in shopper straight back', async () => {
    const cookie = sessionCookieOf(await register(newAccount()))
    const response = await request('/api/login?returnTo=%2Fcheckout', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/checkout')
  })

  it('GET /api/logout ends the session and goes home', async () => {
    const cookie = sessionCookieOf(await register(newAccount()))
    const response = await request('/api/logout', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0')
    expect(await currentUser(cookie)).toBeNull()
  })
})

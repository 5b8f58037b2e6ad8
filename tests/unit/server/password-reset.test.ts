import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashToken } from '../../../src/server/auth/token'
import { mailOutbox, passwordResetTokens, sessions, users } from '../../../src/server/db/schema'
import { createTestApp, requestsFromEachTest, sessionCookieOf, TEST_PASSWORD, type TestApp } from './test-app'

let testApp: TestApp

const PUBLIC_URL = 'https://shop.example'

beforeAll(async () => {
  testApp = await createTestApp({ scale: null, env: { PUBLIC_URL } })
})
afterAll(async () => {
  await testApp.close()
})

const request = requestsFromEachTest(() => testApp, '203.0.113')
const askForReset = (body: unknown, from?: string) => request('/api/auth/password-reset', { body, from })
const confirmReset = (body: unknown, options: { cookie?: string; from?: string } = {}) =>
  request('/api/auth/password-reset/confirm', { body, ...options })
const changePassword = (body: unknown, cookie?: string, from?: string) =>
  request('/api/auth/password', { body, cookie, from })
const signIn = (email: string, password: string) => request('/api/auth/login', { body: { email, password } })

async function signedInAs(cookie: string): Promise<string | null> {
  const response = await request('/api/auth/user', { cookie })
  const user = (await response.json()) as { email: string } | null
  return user?.email ?? null
}

const ACCEPTED = {
  message: 'If an account uses this email, a link to reset its password is on its way.',
}
const DEAD_LINK = {
  error: {
    code: 'reset_link_invalid',
    message: 'This reset link has expired or was already used. Ask for a new one.',
  },
}
const NEW_PASSWORD = 'a-brand-new-password'

async function rowCount(table: typeof mailOutbox | typeof passwordResetTokens | typeof sessions) {
  return (await testApp.db.select({ n: count() }).from(table))[0]?.n ?? 0
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new Error(`No account ${email}`)
  return user.id
}

/** The reset messages sent to `email` so far, oldest first, once `atLeast` of them are in the outbox. */
async function resetMails(email: string, atLeast = 1) {
  let rows: (typeof mailOutbox.$inferSelect)[] = []
  await vi.waitFor(async () => {
    rows = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
    expect(rows.length).toBeGreaterThanOrEqual(atLeast)
  })
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

/** The token in a reset message's link. */
function tokenIn(text: string): string {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]
  if (!token) throw new Error(`No reset link in: ${text}`)
  return token
}

/** Asks for a reset link for `email` and returns its token, read from the message. */
async function resetToken(email: string): Promise<string> {
  const before = (await resetMails(email, 0)).length
  expect((await askForReset({ email })).status).toBe(202)
  const mails = await resetMails(email, before + 1)
  return tokenIn(mails.at(-1)?.text ?? '')
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same 202 for an email with an account and one without', async () => {
    const { email } = await testApp.createShopper()
    const known = await askForReset({ email })
    const unknown = await askForReset({ email: `nobody-${randomUUID()}@example.com` })
    for (const response of [known, unknown]) {
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual(ACCEPTED)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('mails the account one message per request, each with its own absolute, single-use link', async () => {
    const { email } = await testApp.createShopper('Robin')
    expect((await askForReset({ email: ` ${email.toUpperCase()} ` })).status).toBe(202)
    expect((await askForReset({ email, returnTo: '/checkout?step=2' })).status).toBe(202)
    // Each request writes its mail after its answer has left: the two may land in either order.
    const mails = await resetMails(email, 2)
    const first = mails.find((mail) => !mail.text.includes('returnTo'))
    const second = mails.find((mail) => mail.text.includes('returnTo'))
    expect(mails).toHaveLength(2)
    for (const mail of [first, second]) {
      expect(mail).toMatchObject({ kind: 'password_reset', recipient: email, status: 'pending' })
      expect(mail?.subject).toMatch(/reset your .* password/i)
      expect(mail?.text).toContain('Hi Robin')
      expect(mail?.html).toContain(`${PUBLIC_URL}/reset-password?token=`)
    }
    const firstToken = tokenIn(first?.text ?? '')
    const secondToken = tokenIn(second?.text ?? '')
    expect(firstToken).not.toBe(secondToken)
    expect(first?.dedupeKey).toBe(`password-reset:${hashToken(firstToken)}`)
    expect(first?.text).toContain(`${PUBLIC_URL}/reset-password?token=${firstToken}`)
    // The page to come back to travels in the link.
    expect(second?.text).toContain(`?token=${secondToken}&returnTo=%2Fcheckout%3Fstep%3D2`)
  })

  it('never leads the link off this site', async () => {
    const { email } = await testApp.createShopper()
    expect((await askForReset({ email, returnTo: '//evil.example/x' })).status).toBe(202)
    const [mail] = await resetMails(email)
    expect(mail?.text).not.toContain('evil.example')
    expect(mail?.text).not.toContain('returnTo')
  })

  it('keeps only the SHA-256 of the token, valid for an hour', async () => {
    const { email } = await testApp.createShopper()
    const token = await resetToken(email)
    const rows = await testApp.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, await userIdOf(email)))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenHash).toBe(hashToken(token))
    expect(rows[0]?.usedAt).toBeNull()
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
    // The raw token is nowhere in the table.
    const all = await testApp.db.select().from(passwordResetTokens)
    expect(JSON.stringify(all)).not.toContain(token)
  })

  it('writes nothing for an email without an account', async () => {
    const tokensBefore = await rowCount(passwordResetTokens)
    const outboxBefore = await rowCount(mailOutbox)
    const nobody = `nobody-${randomUUID()}@example.com`
    expect((await askForReset({ email: nobody })).status).toBe(202)
    // A known email's request after it: once its message is in, the first request's work is done too.
    const { email } = await testApp.createShopper()
    await resetToken(email)
    expect(await rowCount(passwordResetTokens)).toBe(tokensBefore + 1)
    expect(await rowCount(mailOutbox)).toBe(outboxBefore + 1)
    expect(await resetMails(nobody, 0)).toEqual([])
  })

  it.each<[string, unknown, string]>([
    ['no email', {}, 'email: Email is required.'],
    ['a malformed email', { email: 'rider@' }, 'email: Email must be a valid email address.'],
    ['a return path that is not text', { email: 'a@example.com', returnTo: 5 }, 'returnTo'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await askForReset(body)
    expect(response.status).toBe(400)
    const reply = (await response.json()) as { error: { code: string; message: string } }
    expect(reply.error.code).toBe('invalid_request')
    expect(reply.error.message).toContain(message)
  })

  it('allows 5 requests per email an hour, account or not, then 429 with Retry-After and nothing written', async () => {
    const { email } = await testApp.createShopper()
    const nobody = `nobody-${randomUUID()}@example.com`
    for (let i = 0; i < 5; i++) {
      expect((await askForReset({ email }, `192.0.2.${i}`)).status).toBe(202)
      expect((await askForReset({ email: nobody }, `192.0.2.${i}`)).status).toBe(202)
    }
    await resetMails(email, 5)
    const tokensBefore = await rowCount(passwordResetTokens)
    const outboxBefore = await rowCount(mailOutbox)
    // From yet another address: the email is what is limited.
    const known = await askForReset({ email })
    const unknown = await askForReset({ email: nobody })
    for (const response of [known, unknown]) {
      expect(response.status).toBe(429)
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(3500)
      expect(retryAfter).toBeLessThanOrEqual(3600)
      expect(await response.json()).toEqual({
        error: {
          code: 'too_many_attempts',
          message: 'Too many reset links were asked for. Try again in 60 minutes.',
        },
      })
    }
    // Had either written, its row would be in by the time another request's is.
    const other = await testApp.createShopper()
    await resetToken(other.email)
    expect(await rowCount(passwordResetTokens)).toBe(tokensBefore + 1)
    expect(await rowCount(mailOutbox)).toBe(outboxBefore + 1)
  })

  it('allows 20 requests per address an hour, whichever emails, then 429', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await askForReset({ email: `guess-${i}-${randomUUID()}@example.com` })).status).toBe(202)
    }
    const { email } = await testApp.createShopper()
    const refused = await askForReset({ email })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    // Another address is not held back.
    expect((await askForReset({ email }, '198.18.0.1')).status).toBe(202)
    expect(await resetMails(email)).toHaveLength(1)
  })
})

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password, ends every session of the account and signs this device in', async () => {
    const { email, cookie: laptop } = await testApp.createShopper()
    const phone = sessionCookieOf(await signIn(email, TEST_PASSWORD))
    // Both sessions are remembered by this process now.
    expect(await signedInAs(laptop)).toBe(email)
    expect(await signedInAs(phone)).toBe(email)

    const token = await resetToken(email)
    const response = await confirmReset({ token, password: NEW_PASSWORD })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ email, firstName: 'Sam', lastName: 'Rider' })
    const fresh = sessionCookieOf(response)

    // Every earlier session ends at once, remembered or not.
    expect(await signedInAs(laptop)).toBeNull()
    expect(await signedInAs(phone)).toBeNull()
    expect((await request('/api/cart', { cookie: phone })).status).toBe(401)
    expect(await signedInAs(fresh)).toBe(email)
    const rows = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userIdOf(email)))
    expect(rows).toHaveLength(1)

    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401)
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200)
  })

  it('replaces a session the device had (another account’s too)', async () => {
    const other = await testApp.createShopper('Other')
    const { email } = await testApp.createShopper()
    const token = await resetToken(email)
    const response = await confirmReset({ token, password: NEW_PASSWORD }, { cookie: other.cookie })
    expect(response.status).toBe(200)
    expect(await signedInAs(other.cookie)).toBeNull()
    expect(await signedInAs(sessionCookieOf(response))).toBe(email)
  })

  it('works once: a used link, and every other link of the account, is refused afterwards', async () => {
    const { email } = await testApp.createShopper()
    const older = await resetToken(email)
    const token = await resetToken(email)
    expect((await confirmReset({ token, password: NEW_PASSWORD })).status).toBe(200)
    for (const spent of [token, older]) {
      const again = await confirmReset({ token: spent, password: 'yet-another-password' })
      expect(again.status).toBe(400)
      expect(await again.json()).toEqual(DEAD_LINK)
      expect(again.headers.get('set-cookie')).toBeNull()
    }
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses an expired link and changes nothing', async () => {
    const { email, cookie } = await testApp.createShopper()
    const token = await resetToken(email)
    await testApp.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    const sessionsBefore = await rowCount(sessions)
    const response = await confirmReset({ token, password: NEW_PASSWORD })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(DEAD_LINK)
    expect(await rowCount(sessions)).toBe(sessionsBefore)
    expect(await signedInAs(cookie)).toBe(email)
    const [row] = await testApp.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    expect(row?.usedAt).toBeNull()
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200)
  })

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not a token'],
    ['the hash instead of the token', hashToken('x')],
  ])('refuses %s with the same 400', async (_case, token) => {
    const response = await confirmReset({ token, password: NEW_PASSWORD })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(DEAD_LINK)
  })

  it('applies the sign-up rules to the new password, and spends nothing on a refusal', async () => {
    const { email } = await testApp.createShopper()
    const token = await resetToken(email)
    const response = await confirmReset({ token, password: 'short' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'password: New password must be at least 8 characters.' },
    })
    expect((await confirmReset({ token, password: NEW_PASSWORD })).status).toBe(200)
  })

  it('allows 20 dead links per address an hour, then 429 even for a good one, writing nothing', async () => {
    const { email, cookie } = await testApp.createShopper()
    const token = await resetToken(email)
    for (let i = 0; i < 20; i++) {
      expect((await confirmReset({ token: randomUUID(), password: NEW_PASSWORD })).status).toBe(400)
    }
    const refused = await confirmReset({ token, password: NEW_PASSWORD })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await signedInAs(cookie)).toBe(email)
    // The link still works from elsewhere: nothing was spent.
    expect((await confirmReset({ token, password: NEW_PASSWORD }, { from: '198.18.0.2' })).status).toBe(200)
  })
})

describe('POST /api/auth/password', () => {
  it('changes the password and ends every other session; this one goes on', async () => {
    const { email, cookie } = await testApp.createShopper()
    const other = sessionCookieOf(await signIn(email, TEST_PASSWORD))
    expect(await signedInAs(other)).toBe(email)
    const pendingLink = await resetToken(email)

    const response = await changePassword(
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      cookie,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ email, firstName: 'Sam', lastName: 'Rider' })
    const current = sessionCookieOf(response)
    expect(await signedInAs(current)).toBe(email)
    expect(await signedInAs(other)).toBeNull()
    // Rotated: the id it had before is worth nothing now.
    expect(await signedInAs(cookie)).toBeNull()
    // A link asked for before the change was for the old password.
    expect((await confirmReset({ token: pendingLink, password: 'yet-another-password' })).status).toBe(400)

    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401)
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200)
  })

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const { email, cookie } = await testApp.createShopper()
    const response = await changePassword(
      { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      cookie,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'wrong_password', message: 'Your current password is not right.' },
    })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await signedInAs(cookie)).toBe(email)
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200)
  })

  it('answers 401 when nobody is signed in', async () => {
    const response = await changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    expect(response.status).toBe(401)
  })

  it('applies the sign-up rules to the new password', async () => {
    const { cookie } = await testApp.createShopper()
    const response = await changePassword(
      { currentPassword: TEST_PASSWORD, newPassword: 'p'.repeat(129) },
      cookie,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'newPassword: New password can be at most 128 characters.' },
    })
  })

  it('refuses a 6th try after 5 wrong passwords, even the right one, with Retry-After, writing nothing', async () => {
    const { email, cookie } = await testApp.createShopper()
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(
        { currentPassword: `wrong-${i}-password`, newPassword: NEW_PASSWORD },
        cookie,
      )
      expect(wrong.status).toBe(400)
    }
    const refused = await changePassword(
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      cookie,
      '198.18.0.3',
    )
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(890)
    expect(retryAfter).toBeLessThanOrEqual(900)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await signedInAs(cookie)).toBe(email)
    // The same count as signing in: that waits too.
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(429)
  })
})

import { describe, expect, it } from 'vitest'
import { createAttemptLimiter } from '../../../src/server/auth/attempt-limiter'
import { hashPassword, verifyPassword } from '../../../src/server/auth/password'

describe('hashPassword and verifyPassword', () => {
  it('accept the password and refuse any other, or a hash that was tampered with', async () => {
    const stored = await hashPassword('ride-safe-2024')
    expect(await verifyPassword('ride-safe-2024', stored)).toBe(true)
    expect(await verifyPassword('ride-safe-2025', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)

    const [scheme, n, r, p, salt, hash] = stored.split('$')
    const otherSalt = Buffer.alloc(16, 7).toString('base64')
    expect(await verifyPassword('ride-safe-2024', [scheme, n, r, p, otherSalt, hash].join('$'))).toBe(false)
    // Hashes asking for absurd work or malformed ones are refused without running scrypt on them.
    expect(await verifyPassword('ride-safe-2024', [scheme, 2 ** 30, r, p, salt, hash].join('$'))).toBe(false)
    expect(await verifyPassword('ride-safe-2024', [scheme, 1000, r, p, salt, hash].join('$'))).toBe(false)
    expect(await verifyPassword('ride-safe-2024', `bcrypt$${stored}`)).toBe(false)
    expect(await verifyPassword('ride-safe-2024', '')).toBe(false)
  })
})

describe('createAttemptLimiter', () => {
  it('holds a key back at its limit until its oldest attempt leaves the window', () => {
    let now = 1_000_000
    const limiter = createAttemptLimiter({ limit: 3, windowMs: 60_000, now: () => now })
    limiter.record('a')
    now += 10_000
    limiter.record('a')
    expect(limiter.retryAfter('a')).toBe(0)
    limiter.record('a')
    expect(limiter.retryAfter('a')).toBe(50)
    expect(limiter.retryAfter('b')).toBe(0)
    // 50 s later the first attempt is 60 s old and no longer counts.
    now += 50_000
    expect(limiter.retryAfter('a')).toBe(0)
    limiter.record('a')
    expect(limiter.retryAfter('a')).toBe(10)
  })

  it('forgets a key when cleared', () => {
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 60_000 })
    limiter.record('a')
    expect(limiter.retryAfter('a')).toBeGreaterThan(0)
    limiter.clear('a')
    expect(limiter.retryAfter('a')).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
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

import { describe, expect, it } from 'vitest'
import { answeredWithin } from '../../../../src/lib/storefront/client'

const MINUTE = 60_000
const NOW = Date.UTC(2026, 10, 27, 12)

describe('answeredWithin', () => {
  it('counts a page rendered just now as fresh, so its reads are not asked again', () => {
    expect(answeredWithin(NOW - 2_000, 5 * MINUTE, NOW)).toBe(true)
  })

  it("counts a kept page's reads from when it was kept, so the app asks for today's prices", () => {
    expect(answeredWithin(NOW - 3 * 24 * 60 * MINUTE, 5 * MINUTE, NOW)).toBe(false)
    expect(answeredWithin(NOW - 5 * MINUTE, 5 * MINUTE, NOW)).toBe(false)
  })

  it("takes a server clock ahead of the device's as just now", () => {
    expect(answeredWithin(NOW + 30_000, 5 * MINUTE, NOW)).toBe(true)
  })
})

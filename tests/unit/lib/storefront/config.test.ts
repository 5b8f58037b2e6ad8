import { describe, expect, it } from 'vitest'
import { createStorefrontConfig, DEFAULT_RETRIES } from '../../../../src/lib/storefront/config'

const store = {
  origin: 'https://open-road.myshopify.com',
  publicToken: 'public-token',
  apiVersion: '2026-04',
}
const emulator = { origin: null, publicToken: 'local-token', apiVersion: '2026-04' }
const emulatorOrigin = 'http://192.168.1.20:3000'

describe('createStorefrontConfig', () => {
  it('builds the store’s GraphQL URL with the public token header', () => {
    const config = createStorefrontConfig(store, { emulatorOrigin })
    expect(config.apiUrl).toBe('https://open-road.myshopify.com/api/2026-04/graphql.json')
    expect(config.apiVersion).toBe('2026-04')
    expect(config.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Shopify-Storefront-Access-Token': 'public-token',
    })
    expect(config.retries).toBe(DEFAULT_RETRIES)
  })

  it('reaches the emulator on the shop’s own origin, as the page was opened', () => {
    expect(createStorefrontConfig(emulator, { emulatorOrigin }).apiUrl).toBe(
      'http://192.168.1.20:3000/api/2026-04/graphql.json',
    )
  })

  it('accepts retries 0 to 3', () => {
    for (const retries of [0, 1, 2, 3]) {
      expect(createStorefrontConfig(store, { emulatorOrigin, retries }).retries).toBe(retries)
    }
  })

  it('refuses retries outside 0 to 3 or not a whole number', () => {
    for (const retries of [-1, 4, 1.5, Number.NaN, '2' as unknown as number]) {
      expect(() => createStorefrontConfig(store, { emulatorOrigin, retries }), String(retries)).toThrow(
        /^Storefront API Client: the provided "retries" value .* is invalid/,
      )
    }
  })

  it('cannot be changed after creation', () => {
    const config = createStorefrontConfig(store, { emulatorOrigin })
    expect(Object.isFrozen(config)).toBe(true)
    expect(Object.isFrozen(config.headers)).toBe(true)
  })
})

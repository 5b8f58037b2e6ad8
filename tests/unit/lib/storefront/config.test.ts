import { describe, expect, it } from 'vitest'
import {
  API_VERSION,
  createStorefrontConfig,
  DEFAULT_RETRIES,
  getSupportedApiVersions,
} from '../../../../src/lib/storefront/config'

const base = { storeDomain: 'open-road.myshopify.com', publicAccessToken: 'public-token' }

describe('createStorefrontConfig', () => {
  it('builds the 2025-01 GraphQL URL over https with the public token header', () => {
    const config = createStorefrontConfig(base)
    expect(API_VERSION).toBe('2025-01')
    expect(config.apiUrl).toBe('https://open-road.myshopify.com/api/2025-01/graphql.json')
    expect(config.apiVersion).toBe('2025-01')
    expect(config.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Shopify-Storefront-Access-Token': 'public-token',
    })
    expect(config.retries).toBe(DEFAULT_RETRIES)
  })

  it('keeps an explicit http scheme and port, so the local emulator works', () => {
    const config = createStorefrontConfig({ ...base, storeDomain: 'http://localhost:3000' })
    expect(config.apiUrl).toBe('http://localhost:3000/api/2025-01/graphql.json')
  })

  it('trims the domain and ignores any path or trailing slash', () => {
    expect(
      createStorefrontConfig({ ...base, storeDomain: '  https://shop.example.com/some/path/ ' }).apiUrl,
    ).toBe('https://shop.example.com/api/2025-01/graphql.json')
    expect(createStorefrontConfig({ ...base, storeDomain: 'localhost:3000' }).apiUrl).toBe(
      'https://localhost:3000/api/2025-01/graphql.json',
    )
  })

  it('uses a given API version', () => {
    expect(createStorefrontConfig({ ...base, apiVersion: ' 2026-04 ' }).apiUrl).toBe(
      'https://open-road.myshopify.com/api/2026-04/graphql.json',
    )
  })

  it('refuses an API version that cannot exist', () => {
    for (const apiVersion of ['2025-02', '25-01', 'latest', '']) {
      expect(() => createStorefrontConfig({ ...base, apiVersion }), apiVersion).toThrow(
        /^Storefront API Client: the provided apiVersion/,
      )
    }
  })

  it('accepts retries 0 to 3', () => {
    for (const retries of [0, 1, 2, 3]) {
      expect(createStorefrontConfig({ ...base, retries }).retries).toBe(retries)
    }
  })

  it('refuses retries outside 0 to 3 or not a whole number', () => {
    for (const retries of [-1, 4, 1.5, Number.NaN, '2' as unknown as number]) {
      expect(() => createStorefrontConfig({ ...base, retries }), String(retries)).toThrow(
        /^Storefront API Client: the provided "retries" value .* is invalid/,
      )
    }
  })

  it('refuses an empty or unusable store domain', () => {
    for (const storeDomain of [
      '',
      '   ',
      'not a domain',
      'ftp://shop.example.com',
      42 as unknown as string,
    ]) {
      expect(() => createStorefrontConfig({ ...base, storeDomain }), String(storeDomain)).toThrow(
        /^Storefront API Client: a valid store domain .* must be provided/,
      )
    }
  })

  it('requires a public or a private token', () => {
    expect(() => createStorefrontConfig({ storeDomain: base.storeDomain })).toThrow(
      'Storefront API Client: a public or private access token must be provided',
    )
    expect(() => createStorefrontConfig({ storeDomain: base.storeDomain, publicAccessToken: '  ' })).toThrow(
      /a public or private access token must be provided/,
    )
  })

  it('refuses both tokens at once', () => {
    expect(() =>
      createStorefrontConfig({ ...base, privateAccessToken: 'private-token', isBrowser: false }),
    ).toThrow('Storefront API Client: only provide either a public or private access token')
  })

  it('sends a private token in its own header on the server', () => {
    const config = createStorefrontConfig({
      storeDomain: base.storeDomain,
      privateAccessToken: 'private-token',
      isBrowser: false,
    })
    expect(config.headers['Shopify-Storefront-Private-Token']).toBe('private-token')
    expect(config.headers).not.toHaveProperty('X-Shopify-Storefront-Access-Token')
  })

  it('refuses a private token in a browser', () => {
    expect(() =>
      createStorefrontConfig({
        storeDomain: base.storeDomain,
        privateAccessToken: 'private-token',
        isBrowser: true,
      }),
    ).toThrow(/^Storefront API Client: private access tokens .* server-to-server/)
  })

  it('detects the browser by the presence of window when not told', () => {
    const options = { storeDomain: base.storeDomain, privateAccessToken: 'private-token' }
    expect(() => createStorefrontConfig(options)).not.toThrow()
    const globals = globalThis as { window?: unknown }
    globals.window = globalThis
    try {
      expect(() => createStorefrontConfig(options)).toThrow(/private access tokens/)
    } finally {
      delete globals.window
    }
  })

  it('cannot be changed after creation', () => {
    const config = createStorefrontConfig(base)
    expect(Object.isFrozen(config)).toBe(true)
    expect(Object.isFrozen(config.headers)).toBe(true)
  })
})

describe('getSupportedApiVersions', () => {
  it('lists the current quarter, the three before it and the next one, oldest first', () => {
    expect(getSupportedApiVersions(new Date('2026-11-22T12:00:00Z'))).toEqual([
      '2026-01',
      '2026-04',
      '2026-07',
      '2026-10',
      '2027-01',
    ])
    expect(getSupportedApiVersions(new Date('2025-05-15T00:00:00Z'))).toEqual([
      '2024-07',
      '2024-10',
      '2025-01',
      '2025-04',
      '2025-07',
    ])
  })

  it('crosses year boundaries backwards in the first quarter', () => {
    expect(getSupportedApiVersions(new Date('2025-01-01T00:00:00Z'))).toEqual([
      '2024-04',
      '2024-07',
      '2024-10',
      '2025-01',
      '2025-04',
    ])
    expect(getSupportedApiVersions(new Date('2025-03-31T23:59:59Z'))).toEqual([
      '2024-04',
      '2024-07',
      '2024-10',
      '2025-01',
      '2025-04',
    ])
  })

  it('moves to the next quarter at midnight UTC on its first day', () => {
    expect(getSupportedApiVersions(new Date('2025-04-01T00:00:00Z'))).toEqual([
      '2024-07',
      '2024-10',
      '2025-01',
      '2025-04',
      '2025-07',
    ])
    expect(getSupportedApiVersions(new Date('2024-12-31T23:59:59Z'))).toEqual([
      '2024-01',
      '2024-04',
      '2024-07',
      '2024-10',
      '2025-01',
    ])
  })

  it('includes the version the shop uses while it is current', () => {
    expect(getSupportedApiVersions(new Date('2025-02-10T00:00:00Z'))).toContain(API_VERSION)
  })
})

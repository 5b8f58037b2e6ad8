import { describe, expect, it } from 'vitest'
import {
  DEFAULT_STOREFRONT_API_VERSION,
  getSupportedApiVersions,
  isApiVersion,
  normaliseStoreDomain,
  StorefrontConfigError,
  storefrontApiUrl,
} from '../../../src/shared/storefront-config'

describe('normaliseStoreDomain', () => {
  it.each([
    ['x.myshopify.com', 'https://x.myshopify.com'],
    ['https://x.myshopify.com/', 'https://x.myshopify.com'],
    [' X.MyShopify.com ', 'https://x.myshopify.com'],
    ['http://x.myshopify.com', 'https://x.myshopify.com'],
    ['https://x.myshopify.com:443//', 'https://x.myshopify.com'],
    ['shop.example.com:8443', 'https://shop.example.com:8443'],
    ['127.0.0.1:4609', 'http://127.0.0.1:4609'],
    ['localhost:4609', 'http://localhost:4609'],
    ['https://LOCALHOST:4609/', 'http://localhost:4609'],
    ['[::1]:4609', 'http://[::1]:4609'],
  ])('%j is %j', (domain, origin) => {
    expect(normaliseStoreDomain(domain)).toBe(origin)
  })

  it.each([
    '',
    '   ',
    'x .myshopify.com',
    'x.myshopify.com/admin',
    'ftp://x.myshopify.com',
    'a@x.com',
    'x.com?a=1',
  ])('refuses %j with a message saying what to write', (domain) => {
    expect(() => normaliseStoreDomain(domain)).toThrow(StorefrontConfigError)
    expect(() => normaliseStoreDomain(domain)).toThrow(/such as your-shop.myshopify.com/)
  })
})

describe('the endpoint', () => {
  it('is the GraphQL path of the version under the origin', () => {
    expect(storefrontApiUrl('https://x.myshopify.com', DEFAULT_STOREFRONT_API_VERSION)).toBe(
      'https://x.myshopify.com/api/2026-04/graphql.json',
    )
  })

  it('knows Shopify’s version names', () => {
    for (const version of ['2026-04', '2025-01', 'unstable']) expect(isApiVersion(version)).toBe(true)
    for (const version of ['2026-05', '26-04', 'latest', '']) expect(isApiVersion(version)).toBe(false)
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

  it('includes the version the shop uses by default today', () => {
    expect(getSupportedApiVersions(new Date('2026-11-25T00:00:00Z'))).toContain(
      DEFAULT_STOREFRONT_API_VERSION,
    )
  })
})

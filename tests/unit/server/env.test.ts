import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/env'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../../src/shared/storefront-config'

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe(path.resolve('.data'))
    expect(config.storefront).toEqual({
      origin: null,
      publicToken: DEFAULT_STOREFRONT_PUBLIC_TOKEN,
      apiVersion: '2026-04',
    })
    expect(config.catalogueScale).toBe(1)
  })

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop:secret@localhost:5432/shop',
      DATA_DIR: '/var/lib/shop',
      STOREFRONT_DOMAIN: 'moto.myshopify.com',
      STOREFRONT_PUBLIC_TOKEN: 'abc',
      STOREFRONT_API_VERSION: '2026-07',
      CATALOGUE_SCALE: '10',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop:secret@localhost:5432/shop',
      dataDir: '/var/lib/shop',
      storefront: { origin: 'https://moto.myshopify.com', publicToken: 'abc', apiVersion: '2026-07' },
      catalogueScale: 10,
    })
  })

  it('refuses invalid settings with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ CATALOGUE_SCALE: '-1' })).toThrow(/CATALOGUE_SCALE/)
    expect(() => loadConfig({ STOREFRONT_API_VERSION: '2026-05' })).toThrow(/STOREFRONT_API_VERSION/)
    expect(() => loadConfig({ STOREFRONT_MAIN_MENU: 'Main Menu' })).toThrow(/STOREFRONT_MAIN_MENU/)
    expect(() => loadConfig({ STOREFRONT_FOOTER_MENU: '' })).toThrow(/STOREFRONT_FOOTER_MENU/)
    expect(() => loadConfig({ STOREFRONT_OUTFIT_COLLECTIONS: 'jackets,vests' })).toThrow(
      /STOREFRONT_OUTFIT_COLLECTIONS/,
    )
    expect(() => loadConfig({ STOREFRONT_FEATURED_COLLECTION: 'Staff Picks' })).toThrow(
      /STOREFRONT_FEATURED_COLLECTION/,
    )
  })

  it("reads the store's collections for the featured grid, the outfit builder and the sale", () => {
    expect(loadConfig({}).collections).toEqual({
      featured: 'featured',
      outfit: ['jackets', 'vests', 'chaps', 'gloves', 'boots', 'helmets'],
      sale: 'sale',
    })
    const config = loadConfig({
      STOREFRONT_FEATURED_COLLECTION: 'staff-picks',
      STOREFRONT_OUTFIT_COLLECTIONS: 'leather-jackets, vests,chaps,gloves,boots,helmets',
      STOREFRONT_SALE_COLLECTION: 'soldes',
    })
    expect(config.collections).toEqual({
      featured: 'staff-picks',
      outfit: ['leather-jackets', 'vests', 'chaps', 'gloves', 'boots', 'helmets'],
      sale: 'soldes',
    })
  })

  it("reads the store's menus by Shopify's handles unless told others", () => {
    expect(loadConfig({}).menus).toEqual({
      main: 'main-menu',
      footer: 'footer',
      catalogue: 'catalogue',
      home: 'home',
    })
    expect(
      loadConfig({
        STOREFRONT_MAIN_MENU: ' menu-principal ',
        STOREFRONT_FOOTER_MENU: 'pied-de-page',
        STOREFRONT_CATALOGUE_MENU: 'rayons',
        STOREFRONT_HOME_MENU: 'accueil',
      }).menus,
    ).toEqual({ main: 'menu-principal', footer: 'pied-de-page', catalogue: 'rayons', home: 'accueil' })
  })

  it.each([
    'moto.myshopify.com',
    'https://moto.myshopify.com',
    'https://moto.myshopify.com/',
    ' Moto.MyShopify.com ',
    'HTTP://MOTO.myshopify.com//',
  ])('normalises the store domain %j to one https origin', (domain) => {
    const config = loadConfig({ STOREFRONT_DOMAIN: domain, STOREFRONT_PUBLIC_TOKEN: 'abc' })
    expect(config.storefront.origin).toBe('https://moto.myshopify.com')
  })

  it('reaches a store on this machine over http', () => {
    for (const [domain, origin] of [
      ['127.0.0.1:4609', 'http://127.0.0.1:4609'],
      ['localhost:4609', 'http://localhost:4609'],
      ['https://localhost:4609/', 'http://localhost:4609'],
    ]) {
      expect(
        loadConfig({ STOREFRONT_DOMAIN: domain, STOREFRONT_PUBLIC_TOKEN: 'abc' }).storefront.origin,
      ).toBe(origin)
    }
  })

  it('refuses to start with a store domain but no token, rather than sending the emulator’s', () => {
    expect(() => loadConfig({ STOREFRONT_DOMAIN: 'moto.myshopify.com' })).toThrow(
      /STOREFRONT_PUBLIC_TOKEN is required with STOREFRONT_DOMAIN \(https:\/\/moto.myshopify.com\)/,
    )
    expect(() =>
      loadConfig({ STOREFRONT_DOMAIN: 'moto.myshopify.com', STOREFRONT_PUBLIC_TOKEN: '  ' }),
    ).toThrow(/STOREFRONT_PUBLIC_TOKEN is required/)
  })

  it.each([
    'moto shop.myshopify.com',
    'moto.myshopify.com/admin',
    'ftp://moto.myshopify.com',
    'user@moto.com',
    '/',
  ])('refuses the store domain %j with a message saying what to write', (domain) => {
    expect(() => loadConfig({ STOREFRONT_DOMAIN: domain, STOREFRONT_PUBLIC_TOKEN: 'abc' })).toThrow(
      /^Invalid configuration: STOREFRONT_DOMAIN: .*such as your-shop.myshopify.com$/,
    )
  })

  it('treats a blank store domain as none: the emulator', () => {
    expect(loadConfig({ STOREFRONT_DOMAIN: '  ' }).storefront.origin).toBeNull()
  })
})

describe('REGISTRATIONS_PER_HOUR', () => {
  it('is 10 unless set, and must be a positive whole number', () => {
    expect(loadConfig({}).registrationsPerHour).toBe(10)
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: '250' }).registrationsPerHour).toBe(250)
    expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/)
  })
})

describe('TRUST_PROXY and WEB_CONCURRENCY', () => {
  it('trust no X-Forwarded-For and run one process unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(loadConfig({}).processes).toBe(1)
    expect(loadConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://x@h/db' }).processes).toBe(3)
  })

  it('refuse several processes on the embedded database, in one line', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /^Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL \(PostgreSQL\)[^\n]*$/,
    )
  })
})

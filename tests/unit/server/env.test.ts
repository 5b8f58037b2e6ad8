import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/env'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../../src/shared/storefront-defaults'

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe(path.resolve('.data'))
    expect(config.storefrontDomain).toBeUndefined()
    expect(config.storefrontPublicToken).toBe(DEFAULT_STOREFRONT_PUBLIC_TOKEN)
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
      CATALOGUE_SCALE: '10',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop:secret@localhost:5432/shop',
      dataDir: '/var/lib/shop',
      storefrontDomain: 'moto.myshopify.com',
      storefrontPublicToken: 'abc',
      catalogueScale: 10,
    })
  })

  it('refuses invalid settings with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ CATALOGUE_SCALE: '-1' })).toThrow(/CATALOGUE_SCALE/)
  })
})

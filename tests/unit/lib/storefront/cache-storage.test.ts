import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createCacheStorage } from '../../../../src/lib/storefront/cache-storage'

describe('createCacheStorage clearEntries', () => {
  it('empties the saved entries after the writes under way, keeps queued mutations, and takes later writes', async () => {
    const storage = createCacheStorage('clear-test')
    const mutations = [{ query: 'mutation { x }', variables: {} }]
    storage.writeMetadata?.(mutations)
    void storage.writeData({ 'Product:1.title': '"Jacket"', 'Product:2.title': '"Boots"' })

    await storage.clearEntries()
    expect(await storage.readData()).toEqual({})
    expect(await storage.readMetadata?.()).toEqual(mutations)

    await storage.writeData({ 'Product:3.title': '"Helmet"' })
    expect(await storage.readData()).toEqual({ 'Product:3.title': '"Helmet"' })
  })
})

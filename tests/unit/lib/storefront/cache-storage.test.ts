import 'fake-indexeddb/auto'
import { createStore, entries, setMany } from 'idb-keyval'
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

describe('createCacheStorage writes and reads', () => {
  it('reads back every change in the order it was made, removals included', async () => {
    const storage = createCacheStorage('batches-test')
    void storage.writeData({ 'Product:1.title': '"Jacket"', 'Product:2.title': '"Boots"' })
    void storage.writeData({ 'Product:1.title': '"Leather Jacket"', 'Product:2.title': undefined })
    await storage.writeData({ 'Product:3.title': '"Helmet"' })
    // A new page load: a storage object of its own over the same database.
    expect(await createCacheStorage('batches-test').readData()).toEqual({
      'Product:1.title': '"Leather Jacket"',
      'Product:3.title': '"Helmet"',
    })
  })

  it('folds many saved changes into one record, and keeps a change written while folding', async () => {
    const storage = createCacheStorage('compact-test')
    for (let i = 0; i < 30; i++) void storage.writeData({ [`Product:${i}.title`]: `"Product ${i}"` })
    await storage.writeData({ 'Product:0.title': '"First, renamed"' })
    const reader = createCacheStorage('compact-test')
    const read = await reader.readData()
    expect(Object.keys(read)).toHaveLength(30)
    expect(read['Product:0.title']).toBe('"First, renamed"')
    await reader.writeData({ 'Product:99.title': '"Written after the read"' })
    const records = await entries(createStore('compact-test-entries', 'entries'))
    expect(records).toHaveLength(2)
    const again = await createCacheStorage('compact-test').readData()
    expect(again['Product:99.title']).toBe('"Written after the read"')
    expect(again['Product:29.title']).toBe('"Product 29"')
    expect(Object.keys(again)).toHaveLength(31)
  })

  it('reads the records of the layout before batches, one per cache key', async () => {
    await setMany(
      [
        ['Product:1.title', '"Old jacket"'],
        ['Product:2.title', '"Old boots"'],
      ],
      createStore('legacy-test-entries', 'entries'),
    )
    const storage = createCacheStorage('legacy-test')
    await storage.writeData({ 'Product:1.title': '"New jacket"' })
    expect(await createCacheStorage('legacy-test').readData()).toEqual({
      'Product:1.title': '"New jacket"',
      'Product:2.title': '"Old boots"',
    })
  })
})

describe('createCacheStorage with the entries a page was rendered with', () => {
  const first = 'QueryRoot.products({"first":48,"reverse":false,"sortKey":"TITLE"})'
  const second = 'QueryRoot.products({"after":"c48","first":48,"reverse":false,"sortKey":"TITLE"})'
  const otherList =
    'QueryRoot.products({"after":"c48","first":48,"query":"tag:helmets","reverse":false,"sortKey":"TITLE"})'
  const link = (key: string) => `:"${key.replace(/\./g, '%2e')}"`

  it("leaves out this device's later pages of a list the server answered, and keeps them saved", async () => {
    await createCacheStorage('pages-test').writeData({
      [first]: link(first),
      [second]: link(second),
      [otherList]: link(otherList),
      'Product:1.title': '"Jacket"',
    })
    const rendered = createCacheStorage('pages-test', Promise.resolve({ [first]: link(first) }))
    const read = await rendered.readData()
    expect(read).toHaveProperty([first])
    expect(read).not.toHaveProperty([second])
    expect(read).toHaveProperty([otherList])
    expect(read).toHaveProperty(['Product:1.title'])
    // The page the browser renders itself (offline) reads every page this device saw.
    expect(await createCacheStorage('pages-test').readData()).toHaveProperty([second])
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

beforeEach(() => {
  vi.resetModules()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function load() {
  return (await import('../../../../../src/features/offline/storage/request-persistent-storage'))
    .requestPersistentStorage
}

describe('requestPersistentStorage', () => {
  it('asks the browser once, however often it is called', async () => {
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } })
    const requestPersistentStorage = await load()
    expect(await requestPersistentStorage()).toBe(true)
    expect(await requestPersistentStorage()).toBe(true)
    expect(persist).toHaveBeenCalledTimes(1)
  })

  it('does not ask when the data is already persistent', async () => {
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', { storage: { persisted: async () => true, persist } })
    expect(await (await load())()).toBe(true)
    expect(persist).not.toHaveBeenCalled()
  })

  it('answers false where the browser cannot keep data for sure', async () => {
    vi.stubGlobal('navigator', {})
    expect(await (await load())()).toBe(false)
  })
})

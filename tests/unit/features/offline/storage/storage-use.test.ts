import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatBytes, readStorageUse } from '../../../../../src/features/offline/storage/storage-use'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [850, '850 bytes'],
    [850_000, '850 KB'],
    [12_340_000, '12.3 MB'],
    [1_234_000_000, '1.2 GB'],
    [999_999, '1 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe('readStorageUse', () => {
  it('reports what the browser says it keeps, and whether it is persistent', async () => {
    vi.stubGlobal('navigator', {
      storage: {
        estimate: async () => ({ usage: 12_300_000, quota: 1_200_000_000 }),
        persisted: async () => true,
      },
    })
    expect(await readStorageUse()).toEqual({ usage: 12_300_000, quota: 1_200_000_000, persisted: true })
  })

  it('is null where the browser does not tell', async () => {
    vi.stubGlobal('navigator', {})
    expect(await readStorageUse()).toBeNull()
  })
})

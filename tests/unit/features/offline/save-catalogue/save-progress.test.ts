import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  createSaveProgressStore,
  freshProgress,
  savedProductCounts,
  savePercent,
} from '../../../../../src/features/offline/save-catalogue/save-progress'

describe('the saved progress record', () => {
  it('is kept in IndexedDB, so a new page (after a reload) reads where the save stood', async () => {
    const progress = {
      ...freshProgress({ includeImages: true, catalogueTotal: 2103, now: 5 }),
      cursor: 'abc',
    }
    await createSaveProgressStore().write(progress)
    expect(await createSaveProgressStore().read()).toEqual(progress)
    await createSaveProgressStore().remove()
    expect(await createSaveProgressStore().read()).toBeNull()
  })
})

describe('savePercent', () => {
  const base = freshProgress({ includeImages: false, catalogueTotal: 200, now: 0 })

  it('counts own-label and catalogue products once known, never 100 before the end', () => {
    expect(savePercent(base, null)).toBe(0)
    const half = { ...base, ownProducts: 50, catalogueSaved: 75 }
    expect(savedProductCounts(half)).toEqual({ saved: 125, total: 250 })
    expect(savePercent(half, null)).toBe(50)
    expect(savePercent({ ...base, ownProducts: 0, catalogueSaved: 200 }, null)).toBe(99)
    expect(savePercent({ ...base, status: 'done' }, null)).toBe(100)
  })

  it('moves with the pictures of the page in hand', () => {
    const progress = { ...base, ownProducts: 0, catalogueSaved: 100 }
    expect(savePercent(progress, { products: 100, imagesSaved: 50, imagesTotal: 100 })).toBe(75)
  })

  it('copes with a catalogue that grew since the save began', () => {
    expect(savedProductCounts({ ...base, ownProducts: 0, catalogueSaved: 230 })).toEqual({
      saved: 230,
      total: 230,
    })
  })
})

import type { LoadOwnProductsOffline } from './own-products'
import { createSaveProgressStore } from './save-progress'

/**
 * Run once per visit, when the page is idle: when own-label products were saved for offline, keeps
 * them in memory so the saved copy outlives this session.
 */
export async function keepSavedCatalogue(loadOwnProducts: LoadOwnProductsOffline): Promise<void> {
  const progress = await createSaveProgressStore().read()
  if (progress?.ownProducts == null) return
  await (await loadOwnProducts()).keep()
}

let request: Promise<boolean> | undefined

/**
 * Asks the browser to keep this shop's saved data when the device runs low on space (after a
 * catalogue save, after a first purchase). Asks at most once per session, and not at all when the
 * data is already kept. Resolves to whether it is kept.
 */
export function requestPersistentStorage(): Promise<boolean> {
  request ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
    if (!storage?.persist || !storage.persisted) return false
    try {
      return (await storage.persisted()) || (await storage.persist())
    } catch {
      return false
    }
  })()
  return request
}

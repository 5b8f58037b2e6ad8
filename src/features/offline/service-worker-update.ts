/**
 * Whether a new version of the shop is waiting to take over, and how to switch to it. Set by
 * register-service-worker.ts, read by the update prompt.
 */
let applyUpdate: (() => void) | null = null
const listeners = new Set<() => void>()

export function offerUpdate(apply: () => void) {
  applyUpdate = apply
  for (const listener of listeners) listener()
}

export function subscribeToUpdate(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The function that switches to the waiting version, or null while there is none. */
export function getUpdate() {
  return applyUpdate
}

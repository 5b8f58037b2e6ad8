/**
 * Chrome's install offer. Not in TypeScript's DOM types: it is Chromium-only.
 * https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export interface InstallState {
  /** The browser's offer to install, while it can still be used (prompt() works once). */
  offer: BeforeInstallPromptEvent | null
  /** Installed from this page during this visit. */
  installed: boolean
}

let state: InstallState = { offer: null, installed: false }
const listeners = new Set<() => void>()

function emit(next: InstallState) {
  state = next
  for (const listener of listeners) listener()
}

// Listening from the entry module: the browser fires the offer once, often before any component mounts.
window.addEventListener('beforeinstallprompt', (event) => {
  // Our "Install app" button replaces the browser's own mini-infobar.
  event.preventDefault()
  emit({ ...state, offer: event as BeforeInstallPromptEvent })
})
window.addEventListener('appinstalled', () => emit({ offer: null, installed: true }))

export function subscribeToInstall(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getInstallState() {
  return state
}

/** After the shopper answered the browser's dialog the offer is spent, whatever the answer. */
export function settleInstallOffer(outcome: 'accepted' | 'dismissed') {
  emit({ offer: null, installed: state.installed || outcome === 'accepted' })
}

// First, so the browser's install offer is caught however early it fires.
import './features/install/install-prompt'
import { registerServiceWorker } from './features/offline/register-service-worker'
import { rememberTheAppRan } from './lib/app-on-device'
import { isServerRenderedPage } from './lib/server-rendered-state'
import { yieldToMain } from './lib/yield-to-main'
import { watchTips } from './ui/watch-tips'
import './styles.css'

/**
 * Hydrates the page the server rendered (src/entry-server.tsx), or renders the app into the shell
 * (offline, or a shopper's own page). Start-up comes in pieces with the browser free in between:
 * each `import()` below runs its modules' code in a task of its own, and none holds the main thread
 * long enough to delay a tap (total blocking time on a mid-range phone, docs/performance.md).
 */
async function start(root: HTMLElement) {
  // From now on this device may hold the rider's things: its pages start the app at once (src/start-app.ts).
  rememberTheAppRan()
  const serverRendered = isServerRenderedPage()
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await yieldToMain()
  const { startQueries } = await import('./start/queries')
  const queries = startQueries()
  await yieldToMain()
  const { startStorefront } = await import('./start/storefront')
  const storefront = startStorefront(serverRendered)
  await yieldToMain()
  await import('./start/router-library')
  await yieldToMain()
  await import('./start/layout')
  await yieldToMain()
  const { startRouter } = await import('./start/router')
  const { app } = startRouter({
    queryClient: queries.queryClient,
    storefront,
    serverRendered,
    onReady: markReadyWhenIdle,
  })

  if (!serverRendered) {
    queries.restoreSaved()
    createRoot(root).render(app)
    return
  }
  // The router takes over the page's data and route code, then React hydrates the server's document.
  await yieldToMain()
  hydrateRoot(document, app, {
    // React wraps what went wrong: its cause is what tells why.
    onRecoverableError: (error) =>
      console.error('Hydration did not match the server', error, (error as Error).cause),
  })
  // This device's own data (cart, queued changes, sign-in) is what shows after the server's page.
  await yieldToMain()
  queries.restoreSaved()
}

/**
 * `<html data-app="ready">` once React has taken the whole page over: the app has committed, every
 * part's code has arrived (`lazyPart`), every section rendered after start-up is on screen
 * (`WhenNearOrIdle`, its space marked in the page until then) and the browser is idle, so the last
 * piece has hydrated. End-to-end tests and the bench wait for it before they tap.
 */
function markReadyWhenIdle() {
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 50)
  // Imported here, not at the top: this file's own imports must stay small, so the install offer's
  // listener (the first import) is in place before React's code has even arrived.
  const mark = async () => {
    const { whenPartsLoaded } = await import('./lib/lazy-part')
    // A part whose code is still on its way hydrates once it arrives: wait for it, then idle again.
    const parts = whenPartsLoaded()
    if (parts) {
      void parts.then(() => whenIdle(() => void mark()))
      return
    }
    // A section still to come is in the page as its space (src/ui/when-idle.tsx): the page as the
    // rider sees it tells, whichever boundary it waits in and whenever its part counted itself.
    if (document.querySelector('[data-section-to-come]')) {
      whenIdle(() => void mark())
      return
    }
    document.documentElement.dataset.app = 'ready'
    // Taps held while the app started (src/start/held-taps.ts) are answered now.
    const { replayHeld } = await import('./start/replay-held')
    replayHeld()
  }
  whenIdle(() => void mark())
}

const root = document.getElementById('root')
if (!root) throw new Error('The #root element is missing from index.html')
void start(root)
registerServiceWorker()
watchTips()

// First, so the browser's install offer is caught however early it fires.
import './features/install/install-prompt'
import { registerServiceWorker } from './features/offline/register-service-worker'
import { isServerRenderedPage } from './lib/server-rendered-state'
import { yieldToMain } from './lib/yield-to-main'
import './styles.css'

/**
 * Hydrates the page the server rendered (src/entry-server.tsx), or renders the app into the shell
 * (offline, or a shopper's own page). Start-up comes in pieces with the browser free in between:
 * each `import()` below runs its modules' code in a task of its own, and none holds the main thread
 * long enough to delay a tap (total blocking time on a mid-range phone, docs/performance.md).
 */
async function start(root: HTMLElement) {
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
  // The router takes over the page's data and route code, then React hydrates the server's HTML.
  await yieldToMain()
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.error('Hydration did not match the server', error),
  })
  // This device's own data (cart, queued changes, sign-in) is what shows after the server's page.
  await yieldToMain()
  queries.restoreSaved()
}

/**
 * `<html data-app="ready">` once React has taken the page over: the first idle moment after the app
 * committed comes after the last piece of hydration. End-to-end tests and the bench wait for it before they tap.
 */
function markReadyWhenIdle() {
  const mark = () => {
    document.documentElement.dataset.app = 'ready'
  }
  if ('requestIdleCallback' in window) requestIdleCallback(mark)
  else setTimeout(mark, 50)
}

const root = document.getElementById('root')
if (!root) throw new Error('The #root element is missing from index.html')
void start(root)
registerServiceWorker()

// First, so the browser's install offer is caught however early it fires.
import './features/install/install-prompt'
import { registerServiceWorker } from './features/offline/register-service-worker'
import { yieldToMain } from './lib/yield-to-main'
import './styles.css'

/**
 * Hydrates the page the server rendered (src/entry-server.tsx), or renders the app into the shell
 * (offline, or a shopper's own page). Start-up comes in pieces with the browser free in between:
 * each `import()` below runs its modules' code in a task of its own, and none holds the main thread
 * long enough to delay a tap (total blocking time on a mid-range phone, docs/performance.md).
 */
async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await yieldToMain()
  const { startQueries } = await import('./start/queries')
  const queries = startQueries()
  await yieldToMain()
  const { startStorefront } = await import('./start/storefront')
  const storefront = startStorefront(queries.serverRendered)
  await yieldToMain()
  await import('./start/router-library')
  await yieldToMain()
  await import('./start/layout')
  await yieldToMain()
  const { startRouter } = await import('./start/router')
  const { router, app } = startRouter({
    queryClient: queries.queryClient,
    storefront: storefront.client,
    serverRendered: queries.serverRendered,
  })

  if (!queries.serverRendered) {
    queries.restoreSaved()
    createRoot(root).render(app)
    markReadyWhenIdle()
    return
  }
  // Hydration must meet the server's HTML: the route's code and the catalogue cache come first.
  await yieldToMain()
  await Promise.all([router.load(), storefront.loaded])
  await yieldToMain()
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.error('Hydration did not match the server', error),
  })
  // This device's own data (cart, queued changes, sign-in) is what shows after the server's page.
  await yieldToMain()
  queries.restoreSaved()
  markReadyWhenIdle()
}

/**
 * `<html data-app="ready">` once React has taken the page over: the first idle moment comes after
 * the last piece of hydration. End-to-end tests and the bench wait for it before they tap.
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

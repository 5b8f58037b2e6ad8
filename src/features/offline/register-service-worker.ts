let registering = false

/**
 * Registers the Workbox service worker once the page has loaded, so it never competes with the
 * first render. workbox-window, the update handling and asking the worker to keep the page
 * (service-worker-lifecycle.ts) are loaded lazily for the same reason.
 */
export function registerServiceWorker() {
  // Called by src/start-app.ts on pages the server rendered and by src/main.tsx: once per page.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || registering) return
  registering = true
  const register = async () => {
    try {
      const { startServiceWorker } = await import('./service-worker-lifecycle')
      await startServiceWorker()
    } catch (error) {
      // Without a service worker the shop still works online; offline pages are what is lost.
      console.warn('Service worker registration failed', error)
    }
  }
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}

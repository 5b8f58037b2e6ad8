/**
 * Registers the Workbox service worker once the page has loaded, so it never competes with the
 * first render. workbox-window is loaded lazily for the same reason.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = async () => {
    const { Workbox } = await import('workbox-window')
    const wb = new Workbox('/sw.js', { scope: '/' })
    await wb.register()
  }
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}

import type { KeepPageMessage } from '../../shared/offline/kept-pages'

/**
 * Asks the service worker to keep this page and the pictures it shows for offline, once the page has
 * loaded and the worker is ready. On a first visit the page loaded before the worker was in charge,
 * so only the page can tell it what it showed
 * (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md).
 */
export function keepThisPage() {
  // Called once per page load by service-worker-lifecycle.ts (from src/start-app.ts on a page the
  // server rendered, from src/main.tsx on the shell): small, with no import of its own.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const send = () =>
    navigator.serviceWorker.ready.then((registration) => {
      const message: KeepPageMessage = {
        type: 'KEEP_PAGE',
        url: location.href,
        // A picture not loaded yet (lazy, out of view) names its fallback address: offline, the worker
        // answers any width of a picture with the nearest one it kept (sw/nearest-width.ts).
        images: [...document.images].map((image) => image.currentSrc || image.src).filter(Boolean),
      }
      registration.active?.postMessage(message)
    })
  if (document.readyState === 'complete') void send()
  else window.addEventListener('load', () => void send(), { once: true })
}

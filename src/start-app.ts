/**
 * Starts the shop's scripts on a page the server rendered (src/server/http/page-template.ts). On a
 * device where the app has run before, it starts once the page has painted and its main picture
 * (fetchpriority="high") has arrived: on a slow signal the rider sees the page first, and the scripts
 * do not take bandwidth from it. On a device where it never ran, nothing of the rider's is on it, so
 * the page as the server painted it is complete: the app starts when the rider reaches for the page
 * (src/start/wake-on-intent.ts, docs/decisions/0044-the-app-wakes-when-the-rider-reaches-for-it.md).
 * The service worker, the browser's install offer and a new session's intro splash
 * (docs/decisions/0041-the-splash-never-costs-time.md) start here either way.
 */
// First, so the browser's install offer is caught however early it fires.
import './features/install/install-prompt'
import { registerServiceWorker } from './features/offline/register-service-worker'
import { appRanOnThisDevice } from './lib/app-on-device'
import { holdTaps, releaseHeld } from './start/held-taps'
import { wakeOnIntent } from './start/wake-on-intent'

function arrived(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve()
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true })
    image.addEventListener('error', () => resolve(), { once: true })
  })
}

/** After the next frame has been drawn. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

const starter = document.querySelector<HTMLScriptElement>('script[data-entry]')
const entry = starter?.dataset.entry
const introPlayback = starter?.dataset.introPlayback

// The intro splash starts now, if the page has one and the browser allows it: before the app, whose
// scripts wait for the page's pictures. Imported by the address the page names (see vite.config.ts).
if (introPlayback && document.getElementById('intro-splash'))
  void import(/* @vite-ignore */ introPlayback).then(
    (playback: typeof import('./features/shell/intro-playback')) => playback.playIntroSplash(),
  )

if (entry) {
  // Taps made before the app is ready are answered once it is (src/start/replay-held.ts).
  holdTaps()
  const start = () => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    // Without the app (its script did not arrive), a tap does what the page does alone.
    script.addEventListener('error', () => releaseHeld(), { once: true })
    document.head.append(script)
  }
  // A part of the page that shows the rider's own things (the cart) needs the app now.
  if (appRanOnThisDevice() || document.querySelector('[data-awaits-device]')) {
    const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')
    void Promise.all([...pictures].map(arrived))
      .then(painted)
      .then(start)
  } else {
    const root = document.documentElement
    root.dataset.app = 'asleep'
    wakeOnIntent(() => {
      root.dataset.app = 'waking'
      start()
    })
  }
}
registerServiceWorker()

/**
 * Starts the shop's scripts on a page the server rendered (src/server/http/page-scripts.ts). On a
 * device where the app has run before, it starts once the page has painted and its main picture
 * (fetchpriority="high") has arrived: on a slow signal the rider sees the page first, and the scripts
 * do not take bandwidth from it. On a device where it never ran, nothing of the rider's is on it, so
 * the page as the server painted it is complete: the app starts when the rider reaches for the page
 * (src/start/wake-on-intent.ts, docs/decisions/0053-one-start-up-path.md).
 * The service worker, the browser's install offer and a new session's intro splash
 * (docs/decisions/0041-the-splash-never-costs-time.md) start here either way.
 */
// First, so the browser's install offer is caught however early it fires.
import './features/install/install-prompt'
import { registerServiceWorker } from './features/offline/register-service-worker'
import { appRanOnThisDevice } from './lib/app-on-device'
import { whenPageLoaded } from './lib/when-page-loaded'
import { holdTaps, releaseHeld } from './start/held-taps'
import { wakeOnIntent } from './start/wake-on-intent'

/** Settles once the picture has arrived and can be drawn, or could not be. */
const arrived = (image: HTMLImageElement) => image.decode().catch(() => {})

/**
 * Settles once the touch that woke the app has become a tap, or could not have: starting the app
 * asks the browser for many files, and the tap's own answer (its control shown as heard) is drawn
 * first.
 */
function afterThisTap(): Promise<unknown> {
  // How long a touch that woke the app may take to become a tap (a touch that scrolls never does).
  const tapWaitMs = 300
  return new Promise((resolve) => {
    setTimeout(resolve, tapWaitMs)
    // On the window, before src/start/held-taps.ts holds the click on the document. Left in place: a
    // later click settles nothing more.
    addEventListener('click', resolve, true)
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

/** The files the app needs on this page (src/server/http/start-up-files.ts). */
const startUpFiles = () => starter?.dataset.startUp?.split(' ').filter(Boolean) ?? []

/** Adds a `<link>` of this kind for each of the page's start-up files. */
function linkStartUp(link: Partial<HTMLLinkElement>) {
  for (const href of startUpFiles())
    document.head.append(Object.assign(document.createElement('link'), { ...link, href }))
}

if (entry) {
  // Taps made before the app is ready show at once that they were heard, and are answered once it is
  // (src/start/held-taps.ts, src/start/replay-held.ts).
  holdTaps()
  const start = () => {
    // Asked for side by side, and compiled as they arrive: found one import at a time, each level
    // of imports would cost a slow phone a round trip.
    linkStartUp({ rel: 'modulepreload' })
    // Without the app (its script did not arrive), a tap does what the page does alone.
    import(/* @vite-ignore */ entry).catch(() => releaseHeld())
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
    // The app's files come once the page has loaded, in the first idle moment after, into the
    // browser's cache: fetched, not compiled (a module preload would compile each, work on the main
    // thread for a tap that may never come), so a tap finds them on the device. They never take
    // bandwidth from the page's own pictures, and the service worker's copy of the app would fetch
    // them all the same (docs/decisions/0049-ready-before-the-first-tap.md). A worker asks for them
    // (src/start/fetch-ahead.ts): starting twenty requests from the page cost it 40-50 ms of its
    // main thread at full speed (docs/performance.md, "The app's files fetched by a worker").
    // Not when the rider asked the browser to save data (Save-Data): then they come at the tap.
    const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } }
    if (connection?.saveData !== true)
      whenPageLoaded(() =>
        new Worker(new URL('./start/fetch-ahead.ts', import.meta.url)).postMessage(startUpFiles()),
      )
    // A touch or a click waits to become a tap; a key, focus or the wheel has nothing to wait for.
    wakeOnIntent((sign) => {
      void (sign.type === 'pointerdown' ? afterThisTap() : Promise.resolve()).then(painted).then(start)
    })
  }
}
registerServiceWorker()

/**
 * The intro splash's playback, in the page rather than in React (docs/decisions/0041-the-splash-never-costs-time.md):
 * on a page the server rendered, src/start-app.ts starts it as soon as its own script has run, long
 * before the app hydrates. The splash shows only while `<html data-intro="playing">`: until the
 * browser has said the rider's connection and motion setting allow it, it stays hidden, so a
 * splash the server sent to a slow phone never shows at all.
 */

import { introMayPlayHere } from './intro-allowed'

/** The element the home route renders (src/features/shell/components/intro-splash.tsx). */
export const INTRO_SPLASH_ID = 'intro-splash'

/** Its one animation (in, hold, out); when it is over, the splash is too. */
export const INTRO_ANIMATION = 'intro-play'

const endListeners = new Set<() => void>()

function endIntroSplash(html: HTMLElement) {
  if (html.dataset.intro === 'ended') return
  html.dataset.intro = 'ended'
  for (const listener of endListeners) listener()
}

/**
 * Plays the splash in the page, when there is one and the browser allows it; once only. It ends
 * when its fade is over, on a tap or a click anywhere (which also reaches the page beneath), on
 * Escape, and with its Skip intro button.
 */
export function playIntroSplash() {
  const html = document.documentElement
  if (!document.getElementById(INTRO_SPLASH_ID) || html.dataset.intro) return
  if (!introMayPlayHere()) return endIntroSplash(html)
  html.dataset.intro = 'playing'

  const listening = new AbortController()
  const end = () => {
    listening.abort()
    endIntroSplash(html)
  }
  const inSplash = (target: EventTarget | null) =>
    target instanceof Element && target.closest(`#${INTRO_SPLASH_ID}`) !== null
  const { signal } = listening
  // On the document: the splash's element may be rendered anew while it plays.
  document.addEventListener(
    'animationend',
    (event) => {
      if (event.animationName === INTRO_ANIMATION && inSplash(event.target)) end()
    },
    { signal },
  )
  document.addEventListener('pointerdown', end, { signal, capture: true })
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') end()
    },
    { signal },
  )
  // The Skip intro button, pressed from the keyboard (a pointer has ended the splash on pointerdown).
  document.addEventListener(
    'click',
    (event) => {
      if (inSplash(event.target)) end()
    },
    { signal },
  )
}

/** Calls `listener` once the splash has ended (at once if it has); returns the unsubscribe. */
export function onIntroSplashEnd(listener: () => void): () => void {
  if (document.documentElement.dataset.intro === 'ended') {
    listener()
    return () => {}
  }
  endListeners.add(listener)
  return () => endListeners.delete(listener)
}

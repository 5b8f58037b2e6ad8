/**
 * Starts the shop's scripts on a page the server rendered (src/server/http/page-template.ts), once
 * the page has painted and its main picture (fetchpriority="high") has arrived: on a slow signal the
 * rider sees the page first, and the scripts do not take bandwidth from it. A new session's intro
 * splash starts at once (docs/decisions/0041-the-splash-never-costs-time.md).
 */

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
  const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')
  void Promise.all([...pictures].map(arrived))
    .then(painted)
    .then(() => {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = entry
      document.head.append(script)
    })
}

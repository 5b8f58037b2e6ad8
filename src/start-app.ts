/**
 * Starts the shop's scripts on a page the server rendered (src/server/http/page-template.ts), once
 * the page has painted and its main picture (fetchpriority="high") has arrived: on a slow signal the
 * rider sees the page first, and the scripts do not take bandwidth from it.
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

// The intro splash (src/features/shell/intro-playback.ts) starts now, if the page has one and the
// browser allows it: before the app, whose scripts wait for the page's pictures.
if (document.getElementById('intro-splash'))
  void import('./features/shell/intro-playback').then((playback) => playback.playIntroSplash())

const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry
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

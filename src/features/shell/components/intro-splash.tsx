import { useContext, useLayoutEffect, useState } from 'react'
import { site } from '../../../content/site'
import { INTRO_ANIMATION, INTRO_SPLASH_ID, onIntroSplashEnd, playIntroSplash } from '../intro-playback'
import { IntroSessionContext } from '../intro-session'
import { ShopLogo } from './shop-logo'

/*
 * Hidden until the browser starts it (`<html data-intro="playing">`, src/features/shell/intro-playback.ts),
 * then one animation of 1.2 s: it fades in, holds, and fades out from 0.85 s. Only its opacity
 * animates, over a see-through backdrop that takes no taps: the page is there, and usable, beneath.
 * One animation, not one per flame: every running animation of its own made Chromium draw frames on
 * the main thread while the splash played (docs/decisions/0041-the-splash-never-costs-time.md).
 */
const styles = `
#${INTRO_SPLASH_ID} { display: none; }
@media (prefers-reduced-motion: no-preference) {
  html[data-intro="playing"] #${INTRO_SPLASH_ID} {
    display: flex;
    animation: ${INTRO_ANIMATION} 1.2s linear forwards;
  }
}
@keyframes ${INTRO_ANIMATION} {
  from { opacity: 0; }
  20% { opacity: 1; }
  70.8% { opacity: 1; }
  to { opacity: 0; }
}
`

const flames = [
  { left: '12%', shape: 'h-8 w-8 scale-y-[1.6]' },
  { left: '30%', shape: 'h-12 w-12 scale-y-[1.9]' },
  { left: '50%', shape: 'h-14 w-14 scale-y-[1.8]' },
  { left: '70%', shape: 'h-12 w-12 scale-y-[1.7]' },
  { left: '88%', shape: 'h-8 w-8 scale-y-[1.9]' },
] as const

function Flame({ left, shape }: (typeof flames)[number]) {
  return (
    <div className={`absolute bottom-0 -translate-x-1/2 ${shape} origin-bottom`} style={{ left }}>
      {/* A teardrop (one square corner turned to point up), stretched upwards into a flame. */}
      <div className="absolute inset-0 rotate-[-45deg] rounded-[50%_0_50%_50%] bg-gradient-to-tr from-amber-300 via-orange-500 to-red-600 opacity-90" />
      <div className="absolute bottom-[2%] left-1/4 h-1/2 w-1/2 rotate-[-45deg] rounded-[50%_0_50%_50%] bg-gradient-to-tr from-yellow-100 to-amber-300" />
    </div>
  )
}

/**
 * The intro splash (docs/decisions/0010-intro-splash.md), mounted by the home route: small, brief and
 * see-through (docs/decisions/0041-the-splash-never-costs-time.md). It never takes a tap: a tap or
 * a click reaches the page and skips the splash, as do Escape and the Skip intro button.
 */
export function IntroSplash() {
  const introSession = useContext(IntroSessionContext)
  const [playing, setPlaying] = useState(() => introSession.claim())

  // Before the first paint of a page the browser renders; on a page the server rendered,
  // src/start-app.ts has started it already, or found that this browser does not allow it.
  useLayoutEffect(() => {
    if (!playing) return
    playIntroSplash()
    return onIntroSplashEnd(() => {
      introSession.end()
      setPlaying(false)
    })
  }, [playing, introSession])

  if (!playing) return null
  return (
    <div
      id={INTRO_SPLASH_ID}
      data-testid="intro-splash"
      // Its Skip intro works before the app has started (src/features/shell/intro-playback.ts).
      data-works-without-app=""
      className="pointer-events-none fixed inset-0 z-[100] flex-col items-center justify-center gap-3 bg-stone-950/60"
    >
      <style href="open-road-intro-splash" precedence="default">
        {styles}
      </style>
      <div aria-hidden="true" className="flex flex-col items-center gap-3">
        <div className="relative h-36 w-44">
          <div className="absolute inset-x-0 bottom-2 h-24">
            {flames.map((flame) => (
              <Flame key={flame.left} {...flame} />
            ))}
          </div>
          <ShopLogo className="absolute top-2 left-10 z-10 h-24 w-24 rounded-2xl shadow-2xl shadow-orange-950" />
        </div>
        <p className="text-center text-sm font-extrabold tracking-[0.2em] text-stone-50 uppercase">
          {site.name}
        </p>
      </div>
      <button
        type="button"
        className="pointer-events-auto sr-only focus:not-sr-only focus:absolute focus:top-4 focus:right-4 focus:rounded-md focus:bg-orange-500 focus:px-4 focus:py-2 focus:font-bold focus:text-stone-950"
      >
        Skip intro
      </button>
    </div>
  )
}

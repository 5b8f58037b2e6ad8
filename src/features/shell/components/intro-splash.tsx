import { useContext, useLayoutEffect, useState } from 'react'
import { site } from '../../../content/site'
import { INTRO_OUT_ANIMATION, INTRO_SPLASH_ID, onIntroSplashEnd, playIntroSplash } from '../intro-playback'
import { IntroSessionContext } from '../intro-session'
import { ShopLogo } from './shop-logo'

/*
 * Hidden until the browser starts it (`<html data-intro="playing">`, src/features/shell/intro-playback.ts),
 * then 1.2 s in all: the logo and flames rise, and fade out from 0.85 s. Only transform and opacity
 * animate, over a see-through backdrop that takes no taps: the page is there, and usable, beneath.
 */
const styles = `
#${INTRO_SPLASH_ID} { display: none; }
@media (prefers-reduced-motion: no-preference) {
  html[data-intro="playing"] #${INTRO_SPLASH_ID} {
    display: flex;
    animation: ${INTRO_OUT_ANIMATION} 0.35s ease-in 0.85s forwards;
  }
}
@keyframes ${INTRO_OUT_ANIMATION} { to { opacity: 0; visibility: hidden; } }
@keyframes intro-rise { from { opacity: 0; transform: translateY(12px) scale(0.9); } }
@keyframes intro-flicker {
  from { transform: scaleY(0.85) scaleX(1.05); opacity: 0.8; }
  to { transform: scaleY(1.15) scaleX(0.95) translateY(-3px); opacity: 1; }
}
`

const flames = [
  { left: '12%', size: 'h-8 w-8', delay: '0s' },
  { left: '30%', size: 'h-12 w-12', delay: '0.15s' },
  { left: '50%', size: 'h-14 w-14', delay: '0.3s' },
  { left: '70%', size: 'h-12 w-12', delay: '0.1s' },
  { left: '88%', size: 'h-8 w-8', delay: '0.25s' },
] as const

function Flame({ left, size, delay }: (typeof flames)[number]) {
  return (
    <div
      className={`absolute bottom-0 -translate-x-1/2 ${size} origin-bottom`}
      style={{ left, animation: `intro-flicker 0.45s ease-in-out ${delay} infinite alternate` }}
    >
      {/* A teardrop (one square corner turned to point up), stretched upwards into a flame. */}
      <div className="absolute inset-0 origin-bottom scale-y-[1.8]">
        <div className="absolute inset-0 rotate-[-45deg] rounded-[50%_0_50%_50%] bg-gradient-to-tr from-amber-300 via-orange-500 to-red-600 opacity-90" />
        <div className="absolute bottom-[2%] left-1/4 h-1/2 w-1/2 rotate-[-45deg] rounded-[50%_0_50%_50%] bg-gradient-to-tr from-yellow-100 to-amber-300" />
      </div>
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
        <div className="relative h-36 w-44" style={{ animation: 'intro-rise 0.3s ease-out both' }}>
          <div className="absolute inset-x-0 bottom-2 h-24">
            {flames.map((flame) => (
              <Flame key={flame.left} {...flame} />
            ))}
          </div>
          <ShopLogo className="absolute top-2 left-10 z-10 h-24 w-24 rounded-2xl shadow-2xl shadow-orange-950" />
        </div>
        <p
          className="text-center text-sm font-extrabold tracking-[0.2em] text-stone-50 uppercase"
          style={{ animation: 'intro-rise 0.3s ease-out 0.15s both' }}
        >
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

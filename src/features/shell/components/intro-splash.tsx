import { useContext, useEffect, useState } from 'react'
import { site } from '../../../content/site'
import { IntroSessionContext } from '../intro-session'
import { ShopLogo } from './shop-logo'

/*
 * The logo and flames play for 3 s, then fade out over 0.5 s. Only
 * transform and opacity animate, so the compositor runs it while the page loads underneath.
 */
const keyframes = `
@keyframes intro-out { to { opacity: 0; visibility: hidden; } }
@keyframes intro-rise { from { opacity: 0; transform: translateY(12px) scale(0.9); } }
@keyframes intro-flicker {
  from { transform: scaleY(0.85) scaleX(1.05); opacity: 0.8; }
  to { transform: scaleY(1.15) scaleX(0.95) translateY(-3px); opacity: 1; }
}
`

const flames = [
  { left: '12%', size: 'h-14 w-14', delay: '0s' },
  { left: '30%', size: 'h-20 w-20', delay: '0.15s' },
  { left: '50%', size: 'h-24 w-24', delay: '0.3s' },
  { left: '70%', size: 'h-20 w-20', delay: '0.1s' },
  { left: '88%', size: 'h-14 w-14', delay: '0.25s' },
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
 * The intro splash (docs/decisions/0010-intro-splash.md), mounted by the home route. It overlays
 * the page, which loads and fetches underneath, and is skipped by a click, a tap or Escape.
 */
export function IntroSplash() {
  const introSession = useContext(IntroSessionContext)
  const [playing, setPlaying] = useState(() => introSession.claim())

  useEffect(() => {
    if (!playing) return
    const finish = () => {
      introSession.end()
      setPlaying(false)
    }
    // The server cannot know the rider's motion setting: a page it rendered with the splash ends it here.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return finish()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [playing, introSession])

  if (!playing) return null
  const finish = () => {
    introSession.end()
    setPlaying(false)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click or tap anywhere skips; keyboards use Escape or the Skip intro button
    <div
      role="presentation"
      data-testid="intro-splash"
      onClick={finish}
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget && event.animationName === 'intro-out') finish()
      }}
      className="fixed inset-0 z-[100] flex cursor-pointer flex-col items-center justify-center gap-8 bg-stone-950 motion-reduce:hidden"
      style={{ animation: 'intro-out 0.5s ease-in 3s forwards' }}
    >
      <style href="open-road-intro-splash" precedence="default">
        {keyframes}
      </style>
      <div aria-hidden="true" className="flex flex-col items-center gap-6">
        <div className="relative h-60 w-72" style={{ animation: 'intro-rise 0.6s ease-out both' }}>
          <div className="absolute inset-x-0 bottom-3 h-44">
            {flames.map((flame) => (
              <Flame key={flame.left} {...flame} />
            ))}
          </div>
          <ShopLogo className="absolute top-4 left-[4.5rem] z-10 h-36 w-36 rounded-[1.75rem] shadow-2xl shadow-orange-950" />
        </div>
        <p
          className="text-center text-2xl font-extrabold tracking-[0.2em] text-stone-50 uppercase sm:text-3xl"
          style={{ animation: 'intro-rise 0.6s ease-out 0.3s both' }}
        >
          {site.name}
        </p>
        <p className="text-sm text-stone-400">Tap anywhere to skip</p>
      </div>
      <button
        type="button"
        onClick={finish}
        className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:right-4 focus:rounded-md focus:bg-orange-500 focus:px-4 focus:py-2 focus:font-bold focus:text-stone-950"
      >
        Skip intro
      </button>
    </div>
  )
}

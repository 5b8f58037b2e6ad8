import type { CSSProperties } from 'react'

/*
 * Spec §2 "Home page": the particle background. Embers drift up behind the page. Only transform and
 * opacity animate, so the compositor runs them without touching the main thread. They take no pointer
 * events, and with prefers-reduced-motion they are not drawn at all.
 */
const keyframes = `
@keyframes ember-rise {
  from { transform: translate3d(0, 0, 0) scale(1); opacity: 0; }
  15% { opacity: 0.7; }
  to { transform: translate3d(var(--drift), -85vh, 0) scale(0.4); opacity: 0; }
}
`

// Fixed positions and timings (not random), so the pattern is the same on every visit.
const embers = Array.from({ length: 18 }, (_, i) => ({
  id: `ember-${i}`,
  left: `${(i * 37) % 100}%`,
  size: 2 + (i % 3),
  duration: `${9 + ((i * 7) % 8)}s`,
  delay: `${-((i * 1.7) % 12).toFixed(1)}s`,
  drift: `${((i % 5) - 2) * 24}px`,
}))

export function ParticleBackground() {
  return (
    <div
      data-testid="particle-background"
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden motion-reduce:hidden"
    >
      <style>{keyframes}</style>
      {embers.map((ember) => (
        <span
          key={ember.id}
          className="absolute bottom-0 rounded-full bg-orange-400 shadow-[0_0_6px_2px_rgba(251,146,60,0.45)] will-change-transform"
          style={
            {
              left: ember.left,
              width: ember.size,
              height: ember.size,
              '--drift': ember.drift,
              animation: `ember-rise ${ember.duration} linear ${ember.delay} infinite`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  )
}

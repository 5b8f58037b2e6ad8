import type { CSSProperties } from 'react'

/*
 * The home page's particle background. Embers drift up behind the page. Only transform and
 * opacity animate (no custom properties in the keyframes), so the compositor runs them without the
 * main thread. They take no pointer events, and with prefers-reduced-motion they are not drawn at all.
 */
const DRIFTS = [-48, -24, 0, 24, 48] as const

const keyframes = DRIFTS.map(
  (drift, i) => `
@keyframes ember-rise-${i} {
  from { transform: translate3d(0, 0, 0) scale(1); opacity: 0; }
  15% { opacity: 0.7; }
  to { transform: translate3d(${drift}px, -85vh, 0) scale(0.4); opacity: 0; }
}`,
).join('')

// Fixed positions and timings (not random), so the pattern is the same on every visit.
const embers = Array.from({ length: 18 }, (_, i) => ({
  id: `ember-${i}`,
  left: `${(i * 37) % 100}%`,
  size: 2 + (i % 3),
  animation: `ember-rise-${i % DRIFTS.length} ${9 + ((i * 7) % 8)}s linear ${-((i * 1.7) % 12).toFixed(1)}s infinite`,
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
              animation: ember.animation,
            } satisfies CSSProperties
          }
        />
      ))}
    </div>
  )
}

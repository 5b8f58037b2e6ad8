/**
 * Whether the intro splash may play in this browser (docs/decisions/0041-the-splash-never-costs-time.md).
 * A module of its own: every page's start-up asks (src/features/shell/intro-session.ts), while the
 * playback (src/features/shell/intro-playback.ts) loads only where a splash is.
 */

/** What `navigator.connection` tells (Chromium-based browsers only; others have no such object). */
export interface ConnectionFacts {
  effectiveType?: string
  saveData?: boolean
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g'])

/** Whether the connection leaves time and data for the splash: not when slow, not with Save-Data. */
export function connectionAllowsIntro(connection: ConnectionFacts | undefined): boolean {
  if (!connection) return true
  return connection.saveData !== true && !SLOW_CONNECTIONS.has(connection.effectiveType ?? '')
}

/** Whether this browser lets the splash play: its connection, and no wish for reduced motion. */
export function introMayPlayHere(): boolean {
  const { connection } = navigator as Navigator & { connection?: ConnectionFacts }
  return connectionAllowsIntro(connection) && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

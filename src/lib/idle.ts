/**
 * Calls `callback` when the browser has a free moment, at the latest after `timeoutMs`: for work
 * that can wait while the page is built and the shopper taps.
 */
export function requestIdle(callback: () => void, timeoutMs = 1000): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(callback, { timeout: timeoutMs })
  else setTimeout(callback, 1)
}

/** Resolves at the browser's next free moment (see requestIdle). */
export function idle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => requestIdle(resolve, timeoutMs))
}

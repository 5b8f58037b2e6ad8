/**
 * Calls `callback` once the page has loaded and the browser has a free moment (at the latest a
 * second later): for requests that can wait, so they do not take a slow connection's bandwidth
 * from what the page shows first. Returns a function that cancels the call.
 */
export function whenPageLoaded(callback: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window) idle = requestIdleCallback(callback, { timeout: 1000 })
    else timer = setTimeout(callback, 1)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
    if (idle !== undefined) cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

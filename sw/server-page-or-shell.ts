/**
 * How long a navigation waits for the server's page to start arriving (its status and headers)
 * before the saved shell answers instead. A product page starts arriving in about 0.3 s on slow 4G
 * and a listing in about 0.6 s; the shell, rendered from the device's caches, shows a product's title
 * in about 1.1 s there (docs/performance.md), so a page not started by now would come later than the
 * shell's, and a connection that hangs (lie-fi) costs a rider no more than this.
 */
export const SERVER_PAGE_DEADLINE_MS = 1_000

type FetchPage = (request: Request, init: RequestInit) => Promise<Response>

/**
 * Answers a navigation with the server's page, rendered with its data, so the page paints its content
 * before any of the app's code runs; with the app shell (`shell`) when there is no signal, when the
 * server fails (5xx) or when the page has not started to arrive within `deadlineMs`. A 404 page and
 * a redirect are the server's answer, passed on as they are.
 */
export async function serverPageOrShell(
  request: Request,
  shell: () => Promise<Response>,
  deadlineMs: number = SERVER_PAGE_DEADLINE_MS,
  fetchPage: FetchPage = (input, init) => fetch(input, init),
): Promise<Response> {
  // Aborted at the deadline, the fetch fails like one with no signal; a page already arriving is left be.
  const late = new AbortController()
  const timer = setTimeout(() => late.abort(), deadlineMs)
  const page = await fetchPage(request, { signal: late.signal }).catch(() => undefined)
  clearTimeout(timer)
  if (page && page.status < 500) return page
  return shell()
}

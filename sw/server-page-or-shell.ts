import { isPageFrame } from './kept-pages'

/**
 * How long a navigation waits for the server's page to start arriving (its status and headers)
 * before the saved shell answers instead. A product page starts arriving in about 0.3 s on slow 4G
 * and a listing in about 0.6 s; the shell, rendered from the device's caches, shows a product's title
 * in about 1.1 s there (docs/performance.md), so a page not started by now would come later than the
 * shell's, and a connection that hangs (lie-fi) costs a rider no more than this.
 */
export const SERVER_PAGE_DEADLINE_MS = 1_000

/**
 * How long a navigation waits for the server's page when a kept copy of it is on the device
 * (sw/kept-pages.ts). The copy paints as soon as it is answered (in 0.2–0.25 s on the bench's slow
 * phone), so a hanging connection costs a rider this wait and the copy's paint: within half a second.
 * A normal connection's page starts within it; on slow 4G, where a request's round trip alone takes
 * longer, the copy answers, and the app, which starts at once on a device where it has run, reads its
 * data again behind it (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md).
 */
export const KEPT_PAGE_DEADLINE_MS = 200

type FetchPage = (request: Request, init: RequestInit) => Promise<Response>

export interface Fallbacks {
  /** The precached app shell, which renders the page from the device's caches. */
  shell: () => Promise<Response>
  /** The copy of this page the worker kept, if any. */
  kept?: () => Promise<Response | undefined>
}

/**
 * Answers a navigation with the server's page, rendered with its data, so the page paints its content
 * before any of the app's code runs. When there is no signal, when the server fails (5xx) or when the
 * page has not started to arrive in time, with the page's kept copy (after `keptDeadlineMs`), or
 * with no copy, with the app shell (after `deadlineMs`). A 404 page and a redirect are the server's
 * answer, passed on as they are. A kept shopper page's frame answers at once: the server's page
 * would be the same frame (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md).
 */
export async function serverPageOrShell(
  request: Request,
  { shell, kept = async () => undefined }: Fallbacks,
  {
    deadlineMs = SERVER_PAGE_DEADLINE_MS,
    keptDeadlineMs = KEPT_PAGE_DEADLINE_MS,
    fetchPage = (input, init) => fetch(input, init),
  }: { deadlineMs?: number; keptDeadlineMs?: number; fetchPage?: FetchPage } = {},
): Promise<Response> {
  // Aborted at the deadline, the fetch fails like one with no signal; a page already arriving is left be.
  const late = new AbortController()
  let started = false
  const giveUp = () => {
    if (!started) late.abort()
  }
  const copy = kept().catch(() => undefined)
  const timers = [
    setTimeout(() => void copy.then((found) => found && giveUp()), keptDeadlineMs),
    setTimeout(giveUp, deadlineMs),
  ]
  const fromServer = fetchPage(request, { signal: late.signal })
    .catch(() => undefined)
    .then((page) => {
      started = true
      return { page }
    })
  const frame = copy.then((found) =>
    found && isPageFrame(found) ? { frame: found } : new Promise<never>(() => {}),
  )
  const first = await Promise.race([fromServer, frame])
  for (const timer of timers) clearTimeout(timer)
  if ('frame' in first) {
    late.abort()
    return first.frame
  }
  const { page } = first
  if (page && page.status < 500) return page
  return (await copy) ?? shell()
}

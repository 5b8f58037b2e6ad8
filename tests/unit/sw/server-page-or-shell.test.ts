import { describe, expect, it } from 'vitest'
import { KEEP_PAGE_HEADER, PAGE_FRAME } from '../../../src/shared/offline/kept-pages'
import { serverPageOrShell } from '../../../sw/server-page-or-shell'

const navigation = () => new Request('https://shop.example/product/ironside-helmet')
const shell = () => Promise.resolve(new Response('shell', { status: 200 }))
const keptCopy = async () => new Response('kept copy', { status: 200 })
const page = (status: number) => new Response(`page ${status}`, { status })
const answered = (fetchPage: (request: Request, init: RequestInit) => Promise<Response>) => ({
  deadlineMs: 1_000,
  fetchPage,
})

/** As fetch does when nothing arrives: it hangs, and an abort makes it fail. */
function hangingFetch() {
  const seen: { signal?: AbortSignal | undefined; abortedAfterMs?: number } = {}
  const started = Date.now()
  const fetchPage = (_request: Request, init: RequestInit) => {
    seen.signal = init.signal ?? undefined
    return new Promise<Response>((_resolve, reject) =>
      seen.signal?.addEventListener('abort', () => {
        seen.abortedAfterMs = Date.now() - started
        reject(new DOMException('Aborted', 'AbortError'))
      }),
    )
  }
  return { seen, fetchPage }
}

describe('serverPageOrShell', () => {
  it("answers with the server's page when it starts to arrive in time, kept copy or not", async () => {
    const answer = await serverPageOrShell(
      navigation(),
      { shell },
      answered(async () => page(200)),
    )
    expect(await answer.text()).toBe('page 200')
    const withCopy = await serverPageOrShell(
      navigation(),
      { shell, kept: keptCopy },
      answered(async () => page(200)),
    )
    expect(await withCopy.text()).toBe('page 200')
  })

  it("passes the server's not-found page and redirects on as they are", async () => {
    expect(
      (
        await serverPageOrShell(
          navigation(),
          { shell },
          answered(async () => page(404)),
        )
      ).status,
    ).toBe(404)
    const redirect = Response.redirect('https://shop.example/shop', 302)
    expect(
      await serverPageOrShell(
        navigation(),
        { shell },
        answered(async () => redirect),
      ),
    ).toBe(redirect)
  })

  it('answers with the kept copy, else the shell, with no signal or when the server fails', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    const failing = async () => page(503)
    for (const fetchPage of [offline, failing]) {
      expect(await (await serverPageOrShell(navigation(), { shell }, answered(fetchPage))).text()).toBe(
        'shell',
      )
      const kept = await serverPageOrShell(navigation(), { shell, kept: keptCopy }, answered(fetchPage))
      expect(await kept.text()).toBe('kept copy')
    }
  })

  it('answers with the shell when the page has not started by the deadline, and gives up on it', async () => {
    const { seen, fetchPage } = hangingFetch()
    const answer = await serverPageOrShell(
      navigation(),
      { shell },
      { deadlineMs: 20, keptDeadlineMs: 5, fetchPage },
    )
    expect(await answer.text()).toBe('shell')
    expect(seen.signal?.aborted).toBe(true)
    expect(seen.abortedAfterMs).toBeGreaterThanOrEqual(15)
  })

  it("with a kept copy, waits only the kept copy's shorter deadline for a hanging server", async () => {
    const { seen, fetchPage } = hangingFetch()
    const answer = await serverPageOrShell(
      navigation(),
      { shell, kept: keptCopy },
      { deadlineMs: 5_000, keptDeadlineMs: 20, fetchPage },
    )
    expect(await answer.text()).toBe('kept copy')
    expect(seen.signal?.aborted).toBe(true)
    expect(seen.abortedAfterMs).toBeLessThan(1_000)
  })

  it("answers a kept shopper page's frame at once, without waiting for the server", async () => {
    const { seen, fetchPage } = hangingFetch()
    const frame = async () =>
      new Response('cart frame', { status: 200, headers: { [KEEP_PAGE_HEADER]: PAGE_FRAME } })
    const started = Date.now()
    const answer = await serverPageOrShell(
      navigation(),
      { shell, kept: frame },
      { deadlineMs: 5_000, keptDeadlineMs: 1_000, fetchPage },
    )
    expect(await answer.text()).toBe('cart frame')
    expect(Date.now() - started).toBeLessThan(500)
    expect(seen.signal?.aborted).toBe(true)
  })

  it('leaves a page that started in time to finish arriving', async () => {
    let signal: AbortSignal | undefined
    const started = (_request: Request, init: RequestInit) => {
      signal = init.signal ?? undefined
      return Promise.resolve(page(200))
    }
    await serverPageOrShell(
      navigation(),
      { shell, kept: keptCopy },
      { deadlineMs: 20, keptDeadlineMs: 10, fetchPage: started },
    )
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(signal?.aborted).toBe(false)
  })
})

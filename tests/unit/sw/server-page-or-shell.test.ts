import { describe, expect, it } from 'vitest'
import { serverPageOrShell } from '../../../sw/server-page-or-shell'

const navigation = () => new Request('https://shop.example/product/ironside-helmet')
const shell = () => Promise.resolve(new Response('shell', { status: 200 }))
const page = (status: number) => new Response(`page ${status}`, { status })

describe('serverPageOrShell', () => {
  it("answers with the server's page when it starts to arrive in time", async () => {
    const answer = await serverPageOrShell(navigation(), shell, 1_000, async () => page(200))
    expect(await answer.text()).toBe('page 200')
  })

  it("passes the server's not-found page and redirects on as they are", async () => {
    expect((await serverPageOrShell(navigation(), shell, 1_000, async () => page(404))).status).toBe(404)
    const redirect = Response.redirect('https://shop.example/shop', 302)
    expect(await serverPageOrShell(navigation(), shell, 1_000, async () => redirect)).toBe(redirect)
  })

  it('answers with the shell with no signal or when the server fails', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await (await serverPageOrShell(navigation(), shell, 1_000, offline)).text()).toBe('shell')
    expect(await (await serverPageOrShell(navigation(), shell, 1_000, async () => page(503))).text()).toBe(
      'shell',
    )
  })

  it('answers with the shell when the page has not started by the deadline, and gives up on it', async () => {
    let signal: AbortSignal | undefined
    const hanging = (_request: Request, init: RequestInit) => {
      signal = init.signal ?? undefined
      // As fetch does: nothing arrives, and an abort makes it fail.
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      )
    }
    const answer = await serverPageOrShell(navigation(), shell, 20, hanging)
    expect(await answer.text()).toBe('shell')
    expect(signal?.aborted).toBe(true)
  })

  it('leaves a page that started in time to finish arriving', async () => {
    let signal: AbortSignal | undefined
    const started = (_request: Request, init: RequestInit) => {
      signal = init.signal ?? undefined
      return Promise.resolve(page(200))
    }
    await serverPageOrShell(navigation(), shell, 20, started)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(signal?.aborted).toBe(false)
  })
})

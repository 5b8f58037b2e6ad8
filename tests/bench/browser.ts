import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium'
import { appReady as waitForTheApp } from '../support/app-ready'

/** Lighthouse's mobile CPU slowdown, applied through the DevTools protocol. */
export const CPU_SLOWDOWN = 4

/**
 * Lighthouse's `mobileSlow4G` figures (rttMs 150, throughputKbps 1638.4, uploadThroughputKbps 750)
 * as DevTools network conditions. DevTools adds the latency to every request rather than simulating
 * round trips as Lighthouse's default does, so it is gentler than Lighthouse's own DevTools mode
 * (which multiplies the RTT by 3.75); the figures are the ones the budget was set against.
 */
export function slow4G(offline: boolean) {
  return {
    offline,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
}

/** A DevTools session on `page` with its CPU slowed down `CPU_SLOWDOWN` times. */
export async function slowCpu(context: BrowserContext, page: Page): Promise<CDPSession> {
  const session = await context.newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return session
}

/** The app has taken over the page (hydrated what the server rendered, or rendered the shell). */
export const appReady = (page: Page) => waitForTheApp(page, 60_000)

/** The cards of a product list (`/products`, `/shop/…`). */
export const productCards = (page: Page) => page.getByTestId('product-results').getByRole('article')

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface TargetMessage {
  id?: number
  result?: unknown
  error?: { message: string }
}

/**
 * A DevTools session on the service worker serving `page`. Playwright only opens CDP sessions on
 * pages and frames, so this goes through a browser-level session: it finds the context's
 * `service_worker` target with `Target.getTargets`, attaches to it with `Target.attachToTarget`
 * in non-flat mode (a flat child session would need a `sessionId` on each message, which
 * Playwright's CDPSession cannot send), and talks to it with `Target.sendMessageToTarget` /
 * `Target.receivedMessageFromTarget`. Requests the worker makes itself (a cache miss it fetches)
 * are throttled only by conditions set on its own target, not the page's.
 */
export class ServiceWorkerSession {
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >()

  private constructor(
    private readonly browserSession: CDPSession,
    private readonly sessionId: string,
  ) {
    browserSession.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== this.sessionId) return
      const message = JSON.parse(event.message) as TargetMessage
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id)
      if (!waiting || message.id === undefined) return
      this.pending.delete(message.id)
      if (message.error) waiting.reject(new Error(message.error.message))
      else waiting.resolve(message.result)
    })
  }

  static async attach(browser: Browser, context: BrowserContext, page: Page): Promise<ServiceWorkerSession> {
    const pageSession = await context.newCDPSession(page)
    const { targetInfo: pageTarget } = await pageSession.send('Target.getTargetInfo')
    await pageSession.detach()
    const browserSession = await browser.newBrowserCDPSession()
    const { targetInfos } = await browserSession.send('Target.getTargets')
    const origin = new URL(page.url()).origin
    const workers = targetInfos.filter(
      (t) =>
        t.type === 'service_worker' &&
        t.browserContextId === pageTarget.browserContextId &&
        new URL(t.url).origin === origin,
    )
    const [worker] = workers
    if (!worker || workers.length > 1)
      throw new Error(`Expected one service worker for ${origin}, found ${workers.length}`)
    const { sessionId } = await browserSession.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    })
    return new ServiceWorkerSession(browserSession, sessionId)
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.nextId++
    const answered = new Promise<unknown>((resolve, reject) => this.pending.set(id, { resolve, reject }))
    return this.browserSession
      .send('Target.sendMessageToTarget', {
        sessionId: this.sessionId,
        message: JSON.stringify({ id, method, params }),
      })
      .then(() => answered)
  }

  async detach() {
    await this.browserSession.detach().catch(() => undefined)
  }
}

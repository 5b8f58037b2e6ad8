// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepThisPage } from '../../../../src/features/offline/keep-this-page'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('keepThisPage', () => {
  it('asks the active service worker to keep this page and every picture it shows, lazy ones by their fallback', async () => {
    vi.stubEnv('DEV', false)
    const postMessage = vi.fn()
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) },
    })
    document.body.innerHTML = `
      <img src="/images/products/helmet.svg?width=480" alt="Helmet">
      <img src="/images/products/boot.svg?width=320" loading="lazy" alt="Boot">`
    keepThisPage()
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1))
    expect(postMessage).toHaveBeenCalledWith({
      type: 'KEEP_PAGE',
      url: window.location.href,
      images: [
        new URL('/images/products/helmet.svg?width=480', window.location.href).href,
        new URL('/images/products/boot.svg?width=320', window.location.href).href,
      ],
    })
  })

  it('does nothing where there is no service worker', () => {
    vi.stubEnv('DEV', false)
    vi.stubGlobal('navigator', { userAgent: 'no service worker' })
    expect(() => keepThisPage()).not.toThrow()
  })
})

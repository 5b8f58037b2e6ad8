import type { Page } from 'playwright-core'

/**
 * Waits until the app has taken the page over: hydrated what the server rendered, or rendered the
 * shell. On a device where the app never ran, a page the server rendered waits for the rider to
 * reach for it (src/start/wake-on-intent.ts): a key press (Shift, which does nothing else) is that
 * sign here, as a rider's first touch is on a phone.
 */
export async function appReady(page: Pick<Page, 'waitForFunction' | 'keyboard'>, timeout?: number) {
  const state = await page.waitForFunction(
    () => {
      const app = document.documentElement.dataset.app
      return app === 'ready' || app === 'asleep' ? app : false
    },
    undefined,
    { timeout },
  )
  if ((await state.jsonValue()) === 'asleep') await page.keyboard.press('Shift')
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout })
}

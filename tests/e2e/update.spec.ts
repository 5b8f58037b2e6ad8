import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { pageKept, waitForKeptPage } from './support/kept-pages'
import { expect, test } from './support/test'

// The server sends dist/ as it is on disk, preferring the precompressed siblings; a "new build" is a
// sw.js with other bytes, in all three forms.
const SW_FILE = fileURLToPath(new URL('../../dist/sw.js', import.meta.url))
const COMPRESSED = { [`${SW_FILE}.br`]: brotliCompressSync, [`${SW_FILE}.gz`]: gzipSync }
const MARKER_MESSAGE = 'E2E_BUILD_MARKER'

const originals = new Map<string, Buffer>()

// The intro splash has its own tests (shell.spec.ts); here it would only cover the page.
test.use({ reducedMotion: 'reduce' })

test.beforeAll(async () => {
  for (const file of [SW_FILE, ...Object.keys(COMPRESSED)])
    if (existsSync(file)) originals.set(file, await readFile(file))
  const sw = originals.get(SW_FILE)
  if (!sw) throw new Error('dist/sw.js is missing: build the app first')
  if (sw.includes(MARKER_MESSAGE)) throw new Error('dist/sw.js still holds a test build: run npm run build')
})

// Put the real build back whatever happened in the test.
test.afterAll(async () => {
  for (const [file, body] of originals) await writeFile(file, body)
})

async function deployNewServiceWorker(marker: string) {
  const original = originals.get(SW_FILE) ?? Buffer.alloc(0)
  const answer = `\nself.addEventListener('message', (event) => { if (event.data?.type === '${MARKER_MESSAGE}') event.ports[0]?.postMessage(${JSON.stringify(marker)}) })\n`
  const sw = Buffer.concat([original, Buffer.from(answer)])
  await writeFile(SW_FILE, sw)
  for (const [file, compress] of Object.entries(COMPRESSED))
    if (originals.has(file)) await writeFile(file, compress(sw))
}

test('a new build: "Update available", Reload, and the page reloads once under the new service worker', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
  // Kept by this version: the home page, and the cart's frame, which names this version's files.
  await waitForKeptPage(page, '/')
  await page.goto('/cart')
  await waitForKeptPage(page, '/cart')
  await page.goto('/')
  const updatePrompt = page.getByRole('status').filter({ hasText: 'Update available' })
  const marker = `build-${Date.now()}`
  await deployNewServiceWorker(marker)

  // The shop looks for a new version whenever it comes back into view (the tab stays visible here).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(updatePrompt).toBeVisible({ timeout: 30_000 })

  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++
  })
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))
  await Promise.all([page.waitForEvent('load'), updatePrompt.getByRole('button', { name: 'Reload' }).click()])
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false)

  // The page now runs under the new worker, which answers with this build's marker.
  const answer = await page.evaluate(
    (type) =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data)
        navigator.serviceWorker.controller?.postMessage({ type }, [channel.port2])
      }),
    MARKER_MESSAGE,
  )
  expect(answer).toBe(marker)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The new worker keeps no frame of the version before (sw/kept-pages.ts, forgetFrames); the pages stay.
  expect(await pageKept(page, '/cart')).toBe(false)
  expect(await pageKept(page, '/')).toBe(true)

  // Once settled, another check finds nothing new: no prompt, and still exactly one reload.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
  await expect(updatePrompt).toHaveCount(0)
  expect(navigations).toBe(1)
})

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium'

export interface InstallabilityFigures {
  /** Chromium's own reasons not to offer installation; empty when it would. */
  errors: string[]
  manifestUrl: string
  manifestErrors: string[]
}

/**
 * Lighthouse 12 dropped its PWA category, so ask the browser itself: open the page in the same
 * Chromium, wait for the service worker to control it, and read the DevTools protocol's
 * installability check and parsed manifest.
 */
export async function installabilityReport(url: string): Promise<InstallabilityFigures> {
  // A fresh profile on disk: Chromium reports every incognito profile as not installable.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'open-road-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    })
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    const manifest = await cdp.send('Page.getAppManifest')
    return {
      errors: installabilityErrors.map((e) =>
        [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
      ),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((e) => e.message),
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}

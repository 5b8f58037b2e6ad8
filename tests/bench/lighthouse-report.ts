import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** Runtime errors of Lighthouse's trace recording, which say "Please run Lighthouse again". */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED'])
const MAX_REPEATS = 2

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU) in the same Chromium the tests
 * use; each figure is the median of `runs` cold loads.
 */
export async function lighthouseReport(url: string, runs: number): Promise<LighthouseFigures> {
  const samples: LighthouseFigures[] = []
  let repeats = 0
  while (samples.length < runs) {
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits, runtimeError } = result.lhr
      // Lighthouse's own advice when its trace went wrong: run it again (a run or two at most).
      if (runtimeError && TRACE_FAILURES.has(runtimeError.code) && repeats < MAX_REPEATS) {
        repeats++
        continue
      }
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`)
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
      samples.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      })
    } finally {
      chrome.kill()
    }
  }
  const pick = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  }
}

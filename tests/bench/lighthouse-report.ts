import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium'
import { browserVersion, describeMachine, type Machine, machineLine } from './machine'
import { type Spread, spread } from './stats'

const GPU_FLAG = '--disable-gpu'
const FLAGS_WITHOUT_GPU_FLAG = CHROMIUM_ARGS.filter((flag) => flag !== GPU_FLAG)

export type GpuSettingId = 'gpu' | 'no-gpu'

export interface GpuSetting {
  id: GpuSettingId
  label: string
  /** What the bench passes to chrome-launcher, which adds its own defaults (see `flags` below). */
  chromeFlags: string[]
}

/**
 * The tests' Chromium flags without and with `--disable-gpu`: whether the headless browser may use
 * its GPU process (software rendering on a machine without a GPU) moves paint and compositing work
 * and so the scores. The tests' own flags are whichever of the two matches `CHROMIUM_ARGS`.
 */
export const GPU_SETTINGS: readonly GpuSetting[] = [
  { id: 'gpu', label: 'GPU allowed', chromeFlags: ['--headless=new', ...FLAGS_WITHOUT_GPU_FLAG] },
  { id: 'no-gpu', label: GPU_FLAG, chromeFlags: ['--headless=new', ...FLAGS_WITHOUT_GPU_FLAG, GPU_FLAG] },
]

/** The setting the e2e tests' `CHROMIUM_ARGS` amount to; the budgets are checked against it. */
export const TESTS_GPU_SETTING: GpuSettingId = CHROMIUM_ARGS.includes(GPU_FLAG) ? 'no-gpu' : 'gpu'

/** One Lighthouse run's figures. Times are Lighthouse's simulated milliseconds. */
export interface LighthouseSample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** `mainthread-work-breakdown`: its total, then its groups. */
  mainThreadMs: number
  scriptEvaluationMs: number
  scriptParseCompileMs: number
  styleLayoutMs: number
  /** Every other group: paint, composite and render, HTML parsing, garbage collection, other. */
  otherMainThreadMs: number
  /** `bootup-time`: script evaluation and parse/compile of the scripts that took long enough to list. */
  bootupMs: number
  /** Lighthouse's measure of the host's speed (`lhr.environment.benchmarkIndex`). */
  benchmarkIndex: number
}

type SampleKey = keyof LighthouseSample

export interface SettingFigures {
  setting: GpuSettingId
  summary: Record<SampleKey, Spread>
  samples: LighthouseSample[]
}

export interface PageFigures {
  name: string
  path: string
  settings: SettingFigures[]
  /** Runs made again because Lighthouse's trace recording failed. */
  repeats: number
}

export interface LighthouseReport {
  machine: Machine
  chromium: string
  lighthouse: string
  runsPerPage: number
  settings: (GpuSetting & {
    /** The command line of this setting's first browser, port and profile folder left out. */
    flags: string[]
    testsFlags: boolean
    benchmarkIndex: Spread
  })[]
  pages: PageFigures[]
  /** Pages that could not be measured, with why; the others are still reported. */
  failedPages: string[]
}

/** Runtime errors of Lighthouse's trace recording, which say "Please run Lighthouse again". */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED'])
const MAX_REPEATS = 2

const MAIN_GROUPS = {
  scriptEvaluation: 'scriptEvaluationMs',
  scriptParseCompile: 'scriptParseCompileMs',
  styleLayout: 'styleLayoutMs',
} as const satisfies Record<string, SampleKey>

/** Sums `mainthread-work-breakdown`'s table rows into the groups reported; the rest is "other". */
function mainThreadGroups(details: unknown) {
  const groups = { scriptEvaluationMs: 0, scriptParseCompileMs: 0, styleLayoutMs: 0, otherMainThreadMs: 0 }
  const items = (details as { items?: unknown } | undefined)?.items
  for (const item of Array.isArray(items) ? items : []) {
    const { group, duration } = item as { group?: unknown; duration?: unknown }
    if (typeof duration !== 'number') continue
    const key = typeof group === 'string' ? MAIN_GROUPS[group as keyof typeof MAIN_GROUPS] : undefined
    groups[key ?? 'otherMainThreadMs'] += duration
  }
  return groups
}

/**
 * The browser's flags as its process got them, without what changes from launch to launch. Read
 * from /proc where there is one: Debian's /usr/bin/chromium is a script that adds the flags in
 * /etc/chromium.d (`--enable-gpu-rasterization` among them) before it runs the browser in its place.
 */
function launchFlags(chrome: chromeLauncher.LaunchedChrome): string[] {
  let argv: readonly string[] = chrome.process.spawnargs
  try {
    argv = readFileSync(`/proc/${chrome.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  } catch {
    // No /proc (macOS): the command line chrome-launcher spawned.
  }
  return argv
    .slice(1)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) =>
      arg.startsWith('--remote-debugging-port=')
        ? '--remote-debugging-port=<free port>'
        : arg.startsWith('--user-data-dir=')
          ? '--user-data-dir=<new temporary profile>'
          : arg,
    )
}

interface Run {
  sample: LighthouseSample
  flags: string[]
  lighthouseVersion: string
}

/**
 * One cold load in a browser of its own: chrome-launcher starts a new Chromium with a new profile
 * for every run, so no run inherits another's cache, service worker or compiled code.
 */
async function runOnce(url: string, setting: GpuSetting): Promise<Run | 'trace failed'> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: setting.chromeFlags })
  try {
    const flags = launchFlags(chrome)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError, environment, lighthouseVersion } = result.lhr
    if (runtimeError && TRACE_FAILURES.has(runtimeError.code)) return 'trace failed'
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      sample: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        mainThreadMs: value('mainthread-work-breakdown'),
        ...mainThreadGroups(audits['mainthread-work-breakdown']?.details),
        bootupMs: value('bootup-time'),
        benchmarkIndex: environment.benchmarkIndex,
      },
      flags,
      lighthouseVersion,
    }
  } finally {
    chrome.kill()
  }
}

const SAMPLE_KEYS: SampleKey[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'mainThreadMs',
  'scriptEvaluationMs',
  'scriptParseCompileMs',
  'styleLayoutMs',
  'otherMainThreadMs',
  'bootupMs',
  'benchmarkIndex',
]

const summarise = (samples: LighthouseSample[]) =>
  Object.fromEntries(SAMPLE_KEYS.map((key) => [key, spread(samples.map((s) => s[key]))])) as Record<
    SampleKey,
    Spread
  >

const ms = (value: number) => `${Math.round(value)} ms`
const runsOf = (runs: number) => `${runs} run${runs === 1 ? '' : 's'}`

/**
 * Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU) on each page, `runs` times under
 * each GPU setting. A page's runs alternate between the settings (and which goes first), so a change
 * in the machine's other load falls on both alike.
 */
export async function lighthouseReport(
  pages: readonly { name: string; url: string }[],
  runs: number,
): Promise<LighthouseReport> {
  const machine = describeMachine()
  const firstRun = new Map<GpuSettingId, Run>()
  const measured: PageFigures[] = []
  const failedPages: string[] = []
  for (const page of pages) {
    console.log(`Lighthouse ${page.name} (${runsOf(runs)} per GPU setting, a new browser each)…`)
    try {
      measured.push(await measurePage(page, runs, firstRun))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`Lighthouse ${page.name} failed: ${message}`)
      failedPages.push(`${page.name}: ${message}`)
    }
  }
  return {
    machine,
    chromium: browserVersion(findChromium()),
    lighthouse: firstRun.values().next().value?.lighthouseVersion ?? 'unknown',
    runsPerPage: runs,
    settings: GPU_SETTINGS.map((setting) => ({
      ...setting,
      flags: firstRun.get(setting.id)?.flags ?? setting.chromeFlags,
      testsFlags: setting.id === TESTS_GPU_SETTING,
      benchmarkIndex: spread(
        measured.flatMap(
          (p) => p.settings.find((s) => s.setting === setting.id)?.samples.map((s) => s.benchmarkIndex) ?? [],
        ),
      ),
    })),
    pages: measured,
    failedPages,
  }
}

/** `runs` runs of one page under each GPU setting; `firstRun` keeps each setting's first run. */
async function measurePage(
  page: { name: string; url: string },
  runs: number,
  firstRun: Map<GpuSettingId, Run>,
): Promise<PageFigures> {
  // Unmeasured: the server's first rendering of a page pays for its compilation and empty caches.
  await fetch(page.url)
  const samples = new Map<GpuSettingId, LighthouseSample[]>(GPU_SETTINGS.map((s) => [s.id, []]))
  let repeats = 0
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? GPU_SETTINGS : [...GPU_SETTINGS].reverse()
    for (const setting of order) {
      let result = await runOnce(page.url, setting)
      // Lighthouse's own advice when its trace went wrong: run it again (a run or two a page).
      while (result === 'trace failed' && repeats < MAX_REPEATS) {
        repeats++
        result = await runOnce(page.url, setting)
      }
      if (result === 'trace failed') throw new Error(`Lighthouse could not record a trace of ${page.url}`)
      if (!firstRun.has(setting.id)) firstRun.set(setting.id, result)
      samples.get(setting.id)?.push(result.sample)
      const s = result.sample
      console.log(
        `  run ${run + 1}/${runs}, ${setting.label}: performance ${s.performance}, TBT ${ms(s.tbtMs)}, LCP ${ms(s.lcpMs)}, main thread ${ms(s.mainThreadMs)}, benchmarkIndex ${Math.round(s.benchmarkIndex)}`,
      )
    }
  }
  return {
    name: page.name,
    path: new URL(page.url).pathname,
    settings: GPU_SETTINGS.map((setting) => {
      const settingSamples = samples.get(setting.id) ?? []
      return { setting: setting.id, summary: summarise(settingSamples), samples: settingSamples }
    }),
    repeats,
  }
}

const round = (value: number) => String(Math.round(value))
/** "1020 ms (202–2044)": the median with its unit, then the lowest and highest run. */
const range = (s: Spread, unit = '') =>
  `${round(s.median)}${unit}${s.min === s.max ? '' : ` (${round(s.min)}–${round(s.max)})`}`

/** The lines above the tables: how the figures were made, on what. */
export function lighthouseHeading(report: LighthouseReport): string[] {
  const { machine } = report
  return [
    `Machine: ${machineLine(machine)}; ${report.chromium}; Lighthouse ${report.lighthouse}`,
    `Lighthouse mobile defaults (simulated slow 4G, 4× CPU); ${runsOf(report.runsPerPage)} per page and GPU setting, each in a fresh browser (chrome-launcher, new profile), the settings alternating; medians, (min–max) where runs differ.`,
    ...report.settings.map(
      (s) =>
        `- ${s.label}${s.testsFlags ? ' (the e2e tests’ flags)' : ''}: benchmarkIndex ${range(s.benchmarkIndex)}; flags: ${s.flags.join(' ')}`,
    ),
  ]
}

/** One row per page and GPU setting: the table to paste into docs/performance.md. */
export function lighthouseTable(report: LighthouseReport): { header: string[]; rows: string[][] } {
  const label = (id: GpuSettingId) => GPU_SETTINGS.find((s) => s.id === id)?.label ?? id
  return {
    header: [
      'page',
      'Chromium',
      'performance',
      'TBT',
      'LCP',
      'main-thread work',
      'script evaluation',
      'parse & compile',
      'style & layout',
      'other',
      'bootup-time',
    ],
    rows: report.pages.flatMap((page) =>
      page.settings.map(({ setting, summary: s }) => [
        page.name,
        label(setting),
        range(s.performance),
        range(s.tbtMs, ' ms'),
        range(s.lcpMs, ' ms'),
        range(s.mainThreadMs, ' ms'),
        ms(s.scriptEvaluationMs.median),
        ms(s.scriptParseCompileMs.median),
        ms(s.styleLayoutMs.median),
        ms(s.otherMainThreadMs.median),
        ms(s.bootupMs.median),
      ]),
    ),
  }
}

/** The other categories and paints, medians: what the budgets check besides performance. */
export function lighthouseOtherTable(report: LighthouseReport): { header: string[]; rows: string[][] } {
  const label = (id: GpuSettingId) => GPU_SETTINGS.find((s) => s.id === id)?.label ?? id
  return {
    header: ['page', 'Chromium', 'accessibility', 'best practices', 'SEO', 'FCP', 'CLS'],
    rows: report.pages.flatMap((page) =>
      page.settings.map(({ setting, summary: s }) => [
        page.name,
        label(setting),
        round(s.accessibility.median),
        round(s.bestPractices.median),
        round(s.seo.median),
        ms(s.fcpMs.median),
        s.cls.median.toFixed(3),
      ]),
    ),
  }
}

/** Writes the report, every run's figures included, as `lighthouse-<date>.json` in `folder`. */
export async function writeLighthouseJson(report: LighthouseReport, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  const file = path.join(
    folder,
    `lighthouse-${report.machine.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`,
  )
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

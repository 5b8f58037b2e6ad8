import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test'
import { CPU_SLOWDOWN, launchChromium, pause, ServiceWorkerSession } from './browser'
import { median } from './stats'

/**
 * Lighthouse's DevTools ("applied") slow 4G, as a slow phone on a poor signal meets the shop: 562.5 ms
 * added to every request (150 ms × 3.75), 1,474.56 kbit/s down and 675 kbit/s up (1.6 Mbit/s and
 * 750 kbit/s × 0.9), in DevTools' bytes per second.
 */
export const DEVTOOLS_SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
export const FIRST_TAP_CONDITIONS = `Pixel 7 (412 × 915, DPR 2.625, touch), ${CPU_SLOWDOWN}× CPU, DevTools slow 4G (562.5 ms a request, 1,474.56 kbit/s down, 675 kbit/s up), a fresh browser each run, first visit`

/** When the rider taps: as the page's HTML is parsed, or a while after it has loaded. */
export const TAP_MOMENTS = ['DOMContentLoaded', 'load + 1 s', 'load + 5 s'] as const
export type TapMoment = (typeof TAP_MOMENTS)[number]

/** How the page shows it heard the tap (checked on every frame after it, in the page). */
export type Answer =
  /** A dialog (or popover) of this name, or any, is open and on screen. */
  | { kind: 'dialog'; name?: string }
  /** The tapped control itself says it is on, chosen, open or at work (the app's own state, not a held tap's busy mark). */
  | { kind: 'control-state' }
  /** The page says something: a toast, a status, a dialog (the server's answer to Add to Cart). */
  | { kind: 'said' }
  /** More of something on screen than at the tap: Load More's cards. */
  | { kind: 'more'; selector: string }

export interface FirstTapControl {
  page: string
  control: string
  /** The CSS selector of the element the rider taps: the first of them on screen (with this text, if given). */
  target: string
  text?: string
  answer: Answer
  /**
   * Its answer comes from the server (Add to Cart, Load More, a Quick View's sizes): within the
   * budget it shows that it is at work; the answer follows the server's.
   */
  waitsForTheServer?: true
}

/** The controls whose first tap is measured, and what a rider would see as its answer. */
export function firstTapControls(): FirstTapControl[] {
  const menu = (page: string): FirstTapControl => ({
    page,
    control: 'header menu',
    target: 'button[aria-label="Open menu"]',
    answer: { kind: 'dialog', name: 'Menu' },
  })
  const heart = (page: string): FirstTapControl => ({
    page,
    control: 'heart',
    // A checkbox since 0052; a button in the builds before it (for a before/after run).
    target:
      'input[type="checkbox"][aria-label^="Save "][aria-label$=" to wishlist"], button[aria-label^="Add "][aria-label$=" to wishlist"]',
    answer: { kind: 'control-state' },
  })
  return [
    menu('home'),
    {
      page: 'home',
      control: 'cart',
      target: 'button[aria-label^="Open cart"]',
      answer: { kind: 'dialog', name: 'Your Cart' },
    },
    menu('listing'),
    {
      page: 'listing',
      control: 'filters',
      target: 'button[aria-controls="listing-filters"]',
      answer: { kind: 'dialog', name: 'Filters' },
    },
    {
      page: 'listing',
      control: 'list view',
      target: 'input[aria-label="List view"]',
      answer: { kind: 'control-state' },
    },
    heart('listing'),
    {
      page: 'listing',
      control: 'Quick View',
      target: 'main button[aria-label^="Quick view "]',
      answer: { kind: 'dialog' },
      waitsForTheServer: true,
    },
    {
      page: 'listing',
      control: 'Load More',
      target: 'main button',
      text: 'Load More Products',
      answer: { kind: 'more', selector: 'main article' },
      waitsForTheServer: true,
    },
    {
      page: 'category listing',
      control: 'tab',
      // A radio's label since 0052; a button in the builds before it.
      target: 'main fieldset label, main nav[aria-label$=" options"] button',
      text: 'Modular',
      answer: { kind: 'control-state' },
    },
    menu('product'),
    {
      page: 'product',
      control: 'Add to Cart',
      target: 'main button',
      text: 'Add to Cart',
      answer: { kind: 'said' },
      waitsForTheServer: true,
    },
    heart('product'),
    {
      page: 'own product',
      control: 'size',
      target: 'main fieldset label:not(:has(:checked))',
      answer: { kind: 'control-state' },
    },
  ]
}

export interface FirstTapFigure extends FirstTapControl {
  moment: TapMoment
  /** From the tap event's own time stamp to the first frame that shows its answer, per run (ms); undefined: no answer in time. */
  answerMs: (number | undefined)[]
  /** From the tap to the first frame showing it was heard (a pending or pressed state, or the answer), per run (ms). */
  heardMs: (number | undefined)[]
  /** Layout shift from the navigation to 5 s after the tap, input-caused shifts left out, per run. */
  shift: number[]
  /** Load event (ms after navigation start), per run. */
  loadMs: number[]
}

/** How long a run waits for an answer before it counts as none. */
const ANSWER_TIMEOUT_MS = 30_000
/** The layout shift window after the tap. */
const SHIFT_WINDOW_MS = 5_000

interface ProbeState {
  tapAt?: number
  /** The first frame showing that the tap was heard: the control's own state changed, or the answer. */
  heardAt?: number
  answeredAt?: number
  shift: number
  target?: string
}

declare global {
  interface Window {
    __firstTap?: ProbeState
  }
}

/**
 * Runs in the page before its own scripts: notes layout shifts as CLS does (a shift right after
 * input is the rider's own), and from the first trusted pointer-down on, checks on every animation
 * frame whether the page shows the answer; the frame's time minus the event's time stamp is the
 * figure. No code is evaluated from strings: the page's Content Security Policy stays as served.
 */
function firstTapProbe(answer: Answer, shiftWindowMs: number) {
  const state: ProbeState = { shift: 0 }
  window.__firstTap = state
  new PerformanceObserver((list) => {
    // Up to the window's end after the tap, whenever the figures are read.
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[])
      if (
        !entry.hadRecentInput &&
        (state.tapAt === undefined || entry.startTime <= state.tapAt + shiftWindowMs)
      )
        state.shift += entry.value
  }).observe({ type: 'layout-shift', buffered: true })

  const onScreen = (element: Element | null) => {
    if (!(element instanceof HTMLElement)) return false
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && Number(style.opacity) > 0
  }
  const nameOf = (dialog: Element) => {
    const labelledBy = dialog.getAttribute('aria-labelledby')
    const label = labelledBy
      ? document.getElementById(labelledBy)?.textContent
      : dialog.getAttribute('aria-label')
    return (label ?? dialog.querySelector('h1,h2,h3')?.textContent ?? '').trim()
  }
  const dialogOpen = (name?: string) =>
    [...document.querySelectorAll('[role="dialog"],[role="alertdialog"],dialog[open],[popover]')].some(
      (d) => (name === undefined || nameOf(d) === name) && onScreen(d),
    )
  // What the page's statuses, alerts and toasts say on screen: a change after the tap is the answer
  // (a status that was there already, such as a quantity, is not).
  const saying = () =>
    [...document.querySelectorAll('[role="status"],[role="alert"],li[data-state="open"]')]
      .filter(onScreen)
      .map((s) => (s.textContent ?? '').trim())
      .join('|')
  let saidBefore = ''
  const said = () => dialogOpen() || saying() !== saidBefore

  let tapped: Element | null = null
  let countBefore = 0
  let before = ''
  let beforeBusy = ''
  // The control's own state; heard also counts `aria-busy`, a held tap's mark (src/start/held-taps.ts).
  const stateOf = (element: Element, busy = false) =>
    ['aria-pressed', 'aria-checked', 'aria-selected', 'aria-expanded', 'disabled', 'data-state']
      .concat(busy ? ['aria-busy'] : [])
      .map((a) => element.getAttribute(a))
      .join('|') +
    // A label answers for its control (a size is a radio drawn as its label).
    (((element instanceof HTMLLabelElement ? element.control : element) as HTMLInputElement | null)?.checked
      ? '|checked'
      : '') +
    (element.textContent ?? '')

  const answered = () => {
    const now = tapped && document.contains(tapped) ? tapped : null
    switch (answer.kind) {
      case 'dialog':
        return dialogOpen(answer.name)
      case 'control-state':
        return now !== null && stateOf(now) !== before
      case 'said':
        return said()
      case 'more':
        return document.querySelectorAll(answer.selector).length > countBefore
    }
  }
  const watch = () =>
    requestAnimationFrame((frame) => {
      const done = answered()
      if (state.heardAt === undefined && (done || (tapped !== null && stateOf(tapped, true) !== beforeBusy)))
        state.heardAt = frame
      if (done) state.answeredAt = frame
      else watch()
    })
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || state.tapAt !== undefined) return
      state.tapAt = event.timeStamp
      tapped =
        event.target instanceof Element ? event.target.closest('button,a,input,select,label,[role]') : null
      before = tapped ? stateOf(tapped) : ''
      saidBefore = saying()
      if (answer.kind === 'more') countBefore = document.querySelectorAll(answer.selector).length
      beforeBusy = tapped ? stateOf(tapped, true) : ''
      state.target = tapped?.outerHTML.slice(0, 120)
      watch()
    },
    { capture: true, passive: true },
  )
}

/** Throttles each service worker of `context` as the page is, as soon as it starts. */
function throttleServiceWorkers(browser: Browser, context: BrowserContext, page: Page) {
  context.on('serviceworker', () => {
    void ServiceWorkerSession.attach(browser, context, page)
      .then((worker) => worker.send('Network.emulateNetworkConditions', DEVTOOLS_SLOW_4G))
      .catch(() => undefined)
  })
}

async function oneRun(origin: string, path: string, control: FirstTapControl, moment: TapMoment) {
  // A fresh browser per run: no HTTP cache, no service worker, no compiled-code cache.
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' })
    const page = await context.newPage()
    // As source text: the TypeScript loader may wrap the function's inner functions in a `__name`
    // helper that the page does not have.
    await page.addInitScript({
      content: `var __name = (f) => f; (${firstTapProbe.toString()})(${JSON.stringify(control.answer)}, ${SHIFT_WINDOW_MS})`,
    })
    const session = await context.newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await session.send('Network.enable')
    await session.send('Network.emulateNetworkConditions', DEVTOOLS_SLOW_4G)
    if (process.env.BENCH_FIRST_TAP_SW_UNTHROTTLED !== '1') throttleServiceWorkers(browser, context, page)

    const loaded = page.waitForEvent('load', { timeout: 120_000 })
    const parsed = page.waitForEvent('domcontentloaded', { timeout: 120_000 })
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 120_000 })
    if (moment === 'DOMContentLoaded') await parsed
    else {
      await loaded
      await pause(moment === 'load + 1 s' ? 1_000 : 5_000)
    }

    // Where the control is now; scrolled to by script if it is below the fold (no input event). What
    // the scroll brings into view may still be laid out and move the control: a rider taps it where it
    // comes to rest (the same place for three frames, or after 2 s), and the move counts as shift.
    const point = await page.evaluate(async ({ target, text }) => {
      const element = [...document.querySelectorAll(target)].find((e) => {
        const box = e.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && (text === undefined || e.textContent?.trim() === text)
      })
      if (!element) return undefined
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      const until = performance.now() + 2_000
      let last = ''
      let still = 0
      while (still < 3 && performance.now() < until) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const box = element.getBoundingClientRect()
        const at = `${Math.round(box.x)},${Math.round(box.y)}`
        still = at === last ? still + 1 : 0
        last = at
        if (box.bottom < 0 || box.top > innerHeight)
          element.scrollIntoView({ block: 'center', behavior: 'instant' })
      }
      const box = element.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }, control)
    if (!point)
      throw new Error(`${control.page} ${control.control}: nothing matches ${control.target} at ${moment}`)
    await page.touchscreen.tap(point.x, point.y)

    await page
      .waitForFunction(() => window.__firstTap?.answeredAt !== undefined, undefined, {
        timeout: ANSWER_TIMEOUT_MS,
        polling: 250,
      })
      .catch(() => undefined)
    // Plain values only: a function made inside an evaluated one would need the loader's `__name`.
    // A signed-out Add to Cart moves on to sign in a second after its toast: read what was seen first.
    const probe: ProbeState = await page
      .evaluate(() => ({ ...window.__firstTap, shift: 0 }))
      .catch(() => ({ shift: 0 }))
    const since = (at: number | undefined) =>
      at === undefined || probe.tapAt === undefined ? undefined : at - probe.tapAt
    const answerMs = since(probe.answeredAt)
    const heardMs = since(probe.heardAt)
    // The shift window runs to 5 s after the tap, whenever the answer came.
    const sinceTap = await page
      .evaluate(() => performance.now() - (window.__firstTap?.tapAt ?? 0))
      .catch(() => SHIFT_WINDOW_MS)
    await pause(Math.max(0, SHIFT_WINDOW_MS - sinceTap))
    // After a move to another page the shift and load of the tapped page are gone: not a number.
    const { shift, loadMs } = await page
      .evaluate(() => ({
        shift: window.__firstTap?.shift ?? 0,
        loadMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventStart,
      }))
      .catch(() => ({ shift: Number.NaN, loadMs: Number.NaN }))
    return { answerMs, heardMs, shift, loadMs: loadMs ?? Number.NaN }
  } finally {
    await browser.close()
  }
}

/**
 * The first tap on each control, on a first visit to its page, at each tap moment: `runs` runs of
 * each, every one in a fresh browser. `paths` maps a control's page to its address.
 */
export async function firstTapReport(
  origin: string,
  paths: Record<string, string>,
  runs: number,
  controls: FirstTapControl[] = firstTapControls(),
): Promise<FirstTapFigure[]> {
  const figures: FirstTapFigure[] = []
  for (const control of controls) {
    const path = paths[control.page]
    if (path === undefined) throw new Error(`No address for the ${control.page} page`)
    for (const moment of TAP_MOMENTS) {
      const figure: FirstTapFigure = { ...control, moment, answerMs: [], heardMs: [], shift: [], loadMs: [] }
      for (let run = 0; run < runs; run++) {
        const result = await oneRun(origin, path, control, moment)
        figure.answerMs.push(result.answerMs)
        figure.heardMs.push(result.heardMs)
        figure.shift.push(result.shift)
        figure.loadMs.push(result.loadMs)
      }
      const shown = (values: (number | undefined)[]) =>
        values.map((v) => (v === undefined ? 'none' : Math.round(v))).join(', ')
      console.log(
        `  ${control.page} ${control.control} at ${moment}: heard ${shown(figure.heardMs)} ms; answered ${shown(figure.answerMs)} ms`,
      )
      figures.push(figure)
    }
  }
  return figures
}

/** The median over the runs, an unanswered run counting as the slowest (Infinity when most were). */
export function medianOf(values: (number | undefined)[]): number {
  return median(values.map((v) => v ?? Number.POSITIVE_INFINITY))
}

export const medianShift = (figure: FirstTapFigure) => median(figure.shift)
export const medianLoad = (figure: FirstTapFigure) => median(figure.loadMs)

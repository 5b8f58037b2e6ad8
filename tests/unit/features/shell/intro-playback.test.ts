// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ConnectionFacts, connectionAllowsIntro } from '../../../../src/features/shell/intro-allowed'
import { onIntroSplashEnd, playIntroSplash } from '../../../../src/features/shell/intro-playback'

/** This browser's connection (undefined: a browser without `navigator.connection`) and motion setting. */
function browser({
  connection,
  reducedMotion = false,
}: {
  connection?: ConnectionFacts
  reducedMotion?: boolean
}) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }))
}

const html = document.documentElement

beforeEach(() => {
  delete html.dataset.intro
  document.body.innerHTML =
    '<div id="intro-splash"><button type="button">Skip intro</button></div><main>Page</main>'
})
afterEach(() => {
  // Whatever a test left playing is over before the next one.
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
  vi.unstubAllGlobals()
})

describe('whether the connection leaves room for the intro', () => {
  it('allows it on a fast connection, and where the browser does not tell', () => {
    expect(connectionAllowsIntro({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(connectionAllowsIntro({})).toBe(true)
    expect(connectionAllowsIntro(undefined)).toBe(true)
  })

  it('refuses it on slow-2g, 2g and 3g, and with Save-Data whatever the speed', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(connectionAllowsIntro({ effectiveType, saveData: false })).toBe(false)
    expect(connectionAllowsIntro({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})

describe('playing the splash in the page', () => {
  it('plays on a fast connection, once, and ends on Escape, telling who listens', () => {
    browser({ connection: { effectiveType: '4g', saveData: false } })
    const ended = vi.fn()
    onIntroSplashEnd(ended)
    playIntroSplash()
    expect(html.dataset.intro).toBe('playing')
    playIntroSplash()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(html.dataset.intro).toBe('playing')

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(html.dataset.intro).toBe('ended')
    expect(ended).toHaveBeenCalledOnce()
    // Ended is ended: a later listener hears it at once, and playing again changes nothing.
    const late = vi.fn()
    onIntroSplashEnd(late)
    expect(late).toHaveBeenCalledOnce()
    playIntroSplash()
    expect(html.dataset.intro).toBe('ended')
  })

  it('ends on a tap anywhere, on the Skip intro button, and when its fade is over', () => {
    browser({})
    playIntroSplash()
    document.querySelector('main')?.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(html.dataset.intro).toBe('ended')

    delete html.dataset.intro
    playIntroSplash()
    document.querySelector('button')?.click()
    expect(html.dataset.intro).toBe('ended')

    delete html.dataset.intro
    playIntroSplash()
    const splash = document.getElementById('intro-splash')
    const otherOver = Object.assign(new Event('animationend', { bubbles: true }), {
      animationName: 'ember-rise-0',
    })
    splash?.dispatchEvent(otherOver)
    expect(html.dataset.intro).toBe('playing')
    const splashOver = Object.assign(new Event('animationend', { bubbles: true }), {
      animationName: 'intro-play',
    })
    splash?.dispatchEvent(splashOver)
    expect(html.dataset.intro).toBe('ended')
  })

  it('never plays on a slow connection, with Save-Data or under reduced motion: it ends at once', () => {
    for (const setting of [
      { connection: { effectiveType: '3g', saveData: false } },
      { connection: { effectiveType: '4g', saveData: true } },
      { connection: { effectiveType: '4g' }, reducedMotion: true },
    ]) {
      delete html.dataset.intro
      browser(setting)
      const ended = vi.fn()
      const stopListening = onIntroSplashEnd(ended)
      playIntroSplash()
      expect(html.dataset.intro).toBe('ended')
      expect(ended).toHaveBeenCalledOnce()
      stopListening()
    }
  })

  it('does nothing on a page without the splash', () => {
    browser({})
    document.getElementById('intro-splash')?.remove()
    playIntroSplash()
    expect(html.dataset.intro).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import {
  cookieSessionStore,
  createIntroSession,
  shouldPlayIntro,
} from '../../../../src/features/shell/intro-session'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('intro splash session', () => {
  it('plays only for a session that opened on the home page, not yet played, without reduced motion', () => {
    expect(shouldPlayIntro({ landingPath: '/', played: false, reducedMotion: false })).toBe(true)
    expect(shouldPlayIntro({ landingPath: '/products', played: false, reducedMotion: false })).toBe(false)
    expect(shouldPlayIntro({ landingPath: '/', played: true, reducedMotion: false })).toBe(false)
    expect(shouldPlayIntro({ landingPath: '/', played: false, reducedMotion: true })).toBe(false)
    expect(shouldPlayIntro({ landingPath: null, played: false, reducedMotion: false })).toBe(false)
  })

  it('plays once per session, and gives the same answer for the rest of the page load', () => {
    const storage = memoryStorage()
    const firstLoad = createIntroSession(storage, () => false)
    firstLoad.recordLanding('/')
    expect(firstLoad.claim()).toBe(true)
    // React StrictMode renders twice; a remount before the intro ends keeps playing it.
    expect(firstLoad.claim()).toBe(true)
    firstLoad.end()
    expect(firstLoad.claim()).toBe(false)

    const reload = createIntroSession(storage, () => false)
    reload.recordLanding('/')
    expect(reload.claim()).toBe(false)
  })

  it('does not play on the home page when the session opened on a deep link', () => {
    const storage = memoryStorage()
    const deepLink = createIntroSession(storage, () => false)
    deepLink.recordLanding('/product/some-helmet')
    deepLink.recordLanding('/')
    expect(deepLink.claim()).toBe(false)

    const reloadAtHome = createIntroSession(storage, () => false)
    reloadAtHome.recordLanding('/')
    expect(reloadAtHome.claim()).toBe(false)
  })

  it('stays quiet under reduced motion and when storage is unavailable', () => {
    const reduced = createIntroSession(memoryStorage(), () => true)
    reduced.recordLanding('/')
    expect(reduced.claim()).toBe(false)

    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    const noStorage = createIntroSession(refusing, () => false)
    noStorage.recordLanding('/')
    expect(noStorage.claim()).toBe(false)
  })
})

describe('intro splash session in cookies', () => {
  it('reads a Cookie header and collects what is set as session cookies', () => {
    const store = cookieSessionStore('theme=dark; open-road-landing=%2Fshop%2Fhelmets')
    expect(store.getItem('open-road-landing')).toBe('/shop/helmets')
    expect(store.getItem('open-road-intro-played')).toBeNull()
    store.setItem('open-road-intro-played', '1')
    expect(store.getItem('open-road-intro-played')).toBe('1')
    // No Max-Age or Expires: the browser forgets it when it closes, as the session ends.
    expect(store.setCookies).toEqual(['open-road-intro-played=1; Path=/; SameSite=Lax'])
  })

  it('decides once on the server, and the browser keeps to that decision', () => {
    const server = createIntroSession(cookieSessionStore(''), () => false)
    server.recordLanding('/')
    expect(server.decision()).toBeUndefined()
    expect(server.claim()).toBe(true)
    expect(server.decision()).toBe(true)

    // The browser finds the session already played, yet the page it hydrates has the splash.
    const browser = createIntroSession(memoryStorage(), () => false)
    browser.recordLanding('/')
    browser.adopt(true)
    expect(browser.claim()).toBe(true)
    browser.end()
    expect(browser.claim()).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import {
  cookieSessionStore,
  createIntroSession,
  saveDataRequested,
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
  it('plays only for a session that opened on the home page, not yet played, where the device allows it', () => {
    expect(shouldPlayIntro({ landingPath: '/', played: false, deviceAllows: true })).toBe(true)
    expect(shouldPlayIntro({ landingPath: '/products', played: false, deviceAllows: true })).toBe(false)
    expect(shouldPlayIntro({ landingPath: '/', played: true, deviceAllows: true })).toBe(false)
    expect(shouldPlayIntro({ landingPath: '/', played: false, deviceAllows: false })).toBe(false)
    expect(shouldPlayIntro({ landingPath: null, played: false, deviceAllows: true })).toBe(false)
  })

  it('plays once per session, and gives the same answer for the rest of the page load', () => {
    const storage = memoryStorage()
    const firstLoad = createIntroSession(storage, () => true)
    firstLoad.recordLanding('/')
    expect(firstLoad.claim()).toBe(true)
    // React StrictMode renders twice; a remount before the intro ends keeps playing it.
    expect(firstLoad.claim()).toBe(true)
    firstLoad.end()
    expect(firstLoad.claim()).toBe(false)

    const reload = createIntroSession(storage, () => true)
    reload.recordLanding('/')
    expect(reload.claim()).toBe(false)
  })

  it('does not play on the home page when the session opened on a deep link', () => {
    const storage = memoryStorage()
    const deepLink = createIntroSession(storage, () => true)
    deepLink.recordLanding('/product/some-helmet')
    deepLink.recordLanding('/')
    expect(deepLink.claim()).toBe(false)

    const reloadAtHome = createIntroSession(storage, () => true)
    reloadAtHome.recordLanding('/')
    expect(reloadAtHome.claim()).toBe(false)
  })

  it('stays quiet where the device does not allow it, and when storage is unavailable', () => {
    const refused = createIntroSession(memoryStorage(), () => false)
    refused.recordLanding('/')
    expect(refused.claim()).toBe(false)

    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    const noStorage = createIntroSession(refusing, () => true)
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
    const server = createIntroSession(cookieSessionStore(''), () => true)
    server.recordLanding('/')
    expect(server.decision()).toBeUndefined()
    expect(server.claim()).toBe(true)
    expect(server.decision()).toBe(true)

    // The browser finds the session already played, yet the page it hydrates has the splash.
    const browser = createIntroSession(memoryStorage(), () => true)
    browser.recordLanding('/')
    browser.adopt(true)
    expect(browser.claim()).toBe(true)
    browser.end()
    expect(browser.claim()).toBe(false)
  })
})

describe('Save-Data on the server', () => {
  it('reads the Save-Data header: "on" asks to save data, in any case and spacing; anything else does not', () => {
    expect(saveDataRequested('on')).toBe(true)
    expect(saveDataRequested(' On ')).toBe(true)
    expect(saveDataRequested('off')).toBe(false)
    expect(saveDataRequested('')).toBe(false)
    expect(saveDataRequested(undefined)).toBe(false)
  })

  it('does not put the splash in a page asked for with Save-Data, and the session counts it as played', () => {
    const store = cookieSessionStore('')
    const saving = createIntroSession(store, () => !saveDataRequested('on'))
    saving.recordLanding('/')
    expect(saving.claim()).toBe(false)
    expect(saving.decision()).toBe(false)
    // The next page of the session, asked for without Save-Data, does not bring it back either.
    const next = createIntroSession(store, () => !saveDataRequested(undefined))
    next.recordLanding('/')
    expect(next.claim()).toBe(false)
  })
})

import { createContext } from 'react'
import { introMayPlayHere } from './intro-allowed'

/**
 * When the intro splash plays (docs/decisions/0010-intro-splash.md): once per browser session, only
 * when the session opened on the home page, and only where it costs nothing
 * (docs/decisions/0041-the-splash-never-costs-time.md): never with Save-Data, on a slow connection or
 * under prefers-reduced-motion. The session's first page and whether the intro played are kept in
 * session cookies (gone when the browser closes), which the server reads too: a page it renders has
 * the splash in its HTML or not, and the browser keeps to that.
 */

const LANDING_KEY = 'open-road-landing'
const PLAYED_KEY = 'open-road-intro-played'

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>

export function shouldPlayIntro(facts: {
  landingPath: string | null
  played: boolean
  /** What the device says: the server knows Save-Data, the browser its connection and motion setting. */
  deviceAllows: boolean
}) {
  return facts.landingPath === '/' && !facts.played && facts.deviceAllows
}

/** Whether a request's `Save-Data` header asks to save data (`on`; any other value does not). */
export function saveDataRequested(header: string | undefined): boolean {
  return header?.trim().toLowerCase() === 'on'
}

export function createIntroSession(store: SessionStore | null, deviceAllows: () => boolean) {
  const read = (key: string) => {
    try {
      return store?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const write = (key: string, value: string) => {
    try {
      store?.setItem(key, value)
    } catch {
      // Storage refused (private mode, quota): with nothing remembered, the intro simply does not play.
    }
  }
  // Decided once per page load, so StrictMode's double render and remounts get the same answer.
  let playing: boolean | undefined

  return {
    /** Notes the page a session opened on; later calls in the same session change nothing. */
    recordLanding(pathname: string) {
      if (read(LANDING_KEY) === null) write(LANDING_KEY, pathname)
    },
    /** Whether the intro plays now; the first call of a session that says yes uses it up. */
    claim(): boolean {
      if (playing === undefined) {
        playing = shouldPlayIntro({
          landingPath: read(LANDING_KEY),
          played: read(PLAYED_KEY) !== null,
          deviceAllows: deviceAllows(),
        })
        write(PLAYED_KEY, '1')
      }
      return playing
    },
    /** What `claim` answered on this page load, if it was asked. */
    decision(): boolean | undefined {
      return playing
    },
    /** The page the server rendered decided already (its HTML has the splash or not): keep to that. */
    adopt(decided: boolean) {
      playing = decided
    },
    /** The intro finished or was skipped: it does not come back on this page load either. */
    end() {
      playing = false
    },
  }
}

export type IntroSession = ReturnType<typeof createIntroSession>

/** Session cookies in a `Cookie` header as a store; what is set is collected as `Set-Cookie` values. */
export function cookieSessionStore(cookieHeader: string): SessionStore & { setCookies: string[] } {
  const values = new Map<string, string>()
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  const setCookies: string[] = []
  return {
    setCookies,
    getItem: (key) => {
      const value = values.get(key)
      return value === undefined ? null : decodeURIComponent(value)
    },
    setItem: (key, value) => {
      values.set(key, encodeURIComponent(value))
      // No Max-Age: the browser forgets it when it closes, as the session ends.
      setCookies.push(`${key}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`)
    },
  }
}

function browserCookieStore(): SessionStore {
  return {
    getItem: (key) => cookieSessionStore(document.cookie).getItem(key),
    setItem: (key, value) => {
      const store = cookieSessionStore('')
      store.setItem(key, value)
      // biome-ignore lint/suspicious/noDocumentCookie: session cookies the server reads as well
      document.cookie = store.setCookies[0] ?? ''
    },
  }
}

/** The browser's intro session; the server makes one per page from the request's cookies. */
export const introSession = createIntroSession(
  typeof document === 'undefined' ? null : browserCookieStore(),
  introMayPlayHere,
)

/** The intro session the splash asks: the browser's, or the one of the page the server renders. */
export const IntroSessionContext = createContext<IntroSession>(introSession)

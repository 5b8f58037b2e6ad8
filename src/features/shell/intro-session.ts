/**
 * When the intro splash plays (DECISIONS.md §7): once per browser session, only when the session
 * opened on the home page, never under prefers-reduced-motion. The session's first page and whether
 * the intro played are kept in sessionStorage, so reloads and deep links respect them.
 */

const LANDING_KEY = 'open-road:session-landing'
const PLAYED_KEY = 'open-road:intro-played'

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>

export function shouldPlayIntro(facts: {
  landingPath: string | null
  played: boolean
  reducedMotion: boolean
}) {
  return facts.landingPath === '/' && !facts.played && !facts.reducedMotion
}

export function createIntroSession(store: SessionStore | null, prefersReducedMotion: () => boolean) {
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
          reducedMotion: prefersReducedMotion(),
        })
        write(PLAYED_KEY, '1')
      }
      return playing
    },
    /** The intro finished or was skipped: it does not come back on this page load either. */
    end() {
      playing = false
    },
  }
}

function browserSessionStorage(): SessionStore | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export const introSession = createIntroSession(
  typeof window === 'undefined' ? null : browserSessionStorage(),
  () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
)

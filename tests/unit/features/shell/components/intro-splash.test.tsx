// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IntroSplash } from '../../../../../src/features/shell/components/intro-splash'
import { type ConnectionFacts, introMayPlayHere } from '../../../../../src/features/shell/intro-allowed'
import { createIntroSession, IntroSessionContext } from '../../../../../src/features/shell/intro-session'

function browserWith(connection: ConnectionFacts) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
  vi.stubGlobal('matchMedia', () => ({ matches: false }))
}

/**
 * A new session's home page with the splash, as the browser renders it or hydrates the server's
 * decision. (jsdom applies no media query, so the splash's stylesheet never shows it here: it is
 * found by its test id, as the end-to-end tests find it.)
 */
function renderHomeSplash({ serverDecided }: { serverDecided?: boolean } = {}) {
  const values = new Map<string, string>()
  const session = createIntroSession(
    { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) },
    introMayPlayHere,
  )
  session.recordLanding('/')
  if (serverDecided !== undefined) session.adopt(serverDecided)
  render(
    <IntroSessionContext value={session}>
      <IntroSplash />
      <a href="#gear">Shop All Products</a>
    </IntroSessionContext>,
  )
  return session
}

beforeEach(() => {
  delete document.documentElement.dataset.intro
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the intro splash', () => {
  it('plays on a new session and goes on Escape, for the rest of the page load', async () => {
    browserWith({ effectiveType: '4g', saveData: false })
    const session = renderHomeSplash()
    expect(screen.getByTestId('intro-splash')).toBeDefined()
    expect(document.documentElement.dataset.intro).toBe('playing')

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByTestId('intro-splash')).toBeNull()
    expect(session.claim()).toBe(false)
  })

  it('lets a tap through to the page, and the tap skips it', async () => {
    browserWith({ effectiveType: '4g' })
    renderHomeSplash()
    const link = screen.getByRole('link', { name: 'Shop All Products' })
    const followed = vi.fn((event: MouseEvent) => event.preventDefault())
    link.addEventListener('click', followed)
    await userEvent.click(link)
    expect(followed).toHaveBeenCalledOnce()
    expect(screen.queryByTestId('intro-splash')).toBeNull()
  })

  it('rendered by the server for a browser on a slow connection, never plays and is gone once hydrated', () => {
    browserWith({ effectiveType: '3g', saveData: false })
    renderHomeSplash({ serverDecided: true })
    expect(document.documentElement.dataset.intro).toBe('ended')
    expect(screen.queryByTestId('intro-splash')).toBeNull()
  })

  it('is not rendered at all when the browser has Save-Data on', () => {
    browserWith({ effectiveType: '4g', saveData: true })
    renderHomeSplash()
    expect(screen.queryByTestId('intro-splash')).toBeNull()
    expect(document.documentElement.dataset.intro).toBeUndefined()
  })
})

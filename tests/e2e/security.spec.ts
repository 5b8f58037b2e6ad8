import type { Page } from '@playwright/test'
import type { BlogStory } from '../../src/shared/home/blog'
import { findProductHandle } from './support/storefront'
import { expect, openInTheBrowser, test } from './support/test'

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as Window & { violations?: string[] }).violations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as Window & { violations?: string[] }).violations ?? [])
}

/**
 * The browser says so when the policy refuses something (and when the missing picture that was to
 * set off an `onerror` is not found): those messages are what these tests expect, and nothing else.
 */
function expectOnlyRefusals(consoleErrors: string[]) {
  const expected = (message: string) =>
    message.includes('Content Security Policy') || message.includes('status of 404')
  expect(consoleErrors.some(expected)).toBe(true)
  expect(consoleErrors.filter((message) => !expected(message))).toEqual([])
  consoleErrors.length = 0
}

test.describe('Content-Security-Policy', () => {
  test('every page type runs under the policy, with no inline script left and nothing refused', async ({
    page,
    request,
  }) => {
    const { handle } = await findProductHandle(request, 'tag:helmets')
    const violations = await watchViolations(page)
    for (const path of [
      '/',
      '/products',
      '/shop/helmets',
      `/product/${handle}`,
      '/shop',
      '/cart',
      '/sign-in',
    ]) {
      const response = await page.goto(path)
      const policy = response?.headers()['content-security-policy'] ?? ''
      // Inline only with the answer's own nonce: the router's hand-over of what it rendered.
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[^' ]+';/)
      expect(policy, path).toContain("frame-ancestors 'none'")
      expect(response?.headers()['x-content-type-options'], path).toBe('nosniff')
      // Every script of the page is a file (the hand-over removes itself once it has run).
      const inline = await page.evaluate(() =>
        [...document.scripts].filter((s) => !s.src && s.type !== 'application/json').map((s) => s.outerHTML),
      )
      expect(inline, path).toEqual([])
      await expect(page.getByRole('main')).toBeVisible()
      expect(await violations(), path).toEqual([])
    }
  })

  test('a script that finds its way into the page does not run', async ({ page, consoleErrors }) => {
    await page.goto('/shipping')
    const ran = await page.evaluate(async () => {
      const marker = window as Window & { injected?: boolean }
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      const image = document.createElement('img')
      image.setAttribute('onerror', 'window.injected = true')
      image.src = '/no-such-image.png'
      document.body.append(image)
      await new Promise((resolve) => setTimeout(resolve, 500))
      return marker.injected === true
    })
    expect(ran).toBe(false)
    expectOnlyRefusals(consoleErrors)
  })
})

test.describe('a blog story carrying a script', () => {
  test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' })

  test('is shown as text; its script and event handlers never run', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const stories = (await (await request.get('/api/blog/featured')).json()) as BlogStory[]
    const hostile = stories.map((story, index) =>
      index === 0
        ? {
            ...story,
            content:
              '<p>Ride safe.</p><script>window.storyRan = true</script>' +
              '<img src="/nothing.png" onerror="window.storyRan = true">' +
              '<p><a href="javascript:window.storyRan = true">A link</a></p>',
          }
        : story,
    )
    // As if the story had reached the database around the server's own sanitising.
    await page.route('**/api/blog/featured', (route) => route.fulfill({ json: hostile }))
    await openInTheBrowser(page, '/')
    const first = hostile[0]
    if (!first) throw new Error('no stories')
    await page
      .getByRole('region', { name: 'Biker Stories' })
      .getByRole('button', { name: first.title })
      .click()
    const dialog = page.getByRole('dialog', { name: first.title })
    await expect(dialog.getByText('Ride safe.')).toBeVisible()
    await dialog.getByRole('link', { name: 'A link' }).click()
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as Window & { storyRan?: boolean }).storyRan === true)).toBe(
      false,
    )
    expectOnlyRefusals(consoleErrors)
  })
})

import { expect, type Locator } from '@playwright/test'

/**
 * Chooses, in each option group within `scope` (Size, then Color…), the first value that can still be
 * bought with the choices before it; returns the values chosen, in order.
 */
export async function chooseFirstAvailable(scope: Locator): Promise<string[]> {
  const groups = scope.getByRole('group')
  const chosen: string[] = []
  for (let index = 0; index < (await groups.count()); index++) {
    const value = groups.nth(index).locator('button:not([disabled])').first()
    await expect(value, 'every option has a value that can be bought').toBeVisible()
    chosen.push((await value.textContent())?.trim() ?? '')
    await value.click()
    await expect(value).toHaveAttribute('aria-pressed', 'true')
  }
  return chosen
}

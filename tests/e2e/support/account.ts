import { type APIRequestContext, expect } from '@playwright/test'

/** A new account, signed in on the cookies of `request` (a page's `page.request`); returns its email. */
export async function signUp(request: APIRequestContext, label: string, password = 'pick-my-own-size') {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const registered = await request.post('/api/auth/register', {
    data: { email, password, firstName: 'Kit', lastName: 'Rowe' },
  })
  expect(registered.ok()).toBe(true)
  return email
}

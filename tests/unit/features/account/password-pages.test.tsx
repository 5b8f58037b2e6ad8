// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChangePasswordPage } from '../../../../src/features/account/components/change-password-page'
import { ForgotPasswordPage } from '../../../../src/features/account/components/forgot-password-page'
import { ResetPasswordPage } from '../../../../src/features/account/components/reset-password-page'
import { routerAt } from '../../../support/router-at'

// jsdom draws nothing, so it has no scrolling for the router to restore after a navigation.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

interface Sent {
  url: string
  method: string
  body: unknown
}

/** The own API as a stub that answers every request with `reply()`, recording what was sent. */
function stubApi(reply: () => Response) {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    return reply()
  })
  return sent
}

function renderAt(path: string, page: () => ReactNode) {
  const router = routerAt({ path, at: path, page })
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

const rider = { email: 'kit@example.com', firstName: 'Kit', lastName: 'Rowe' }
const TOKEN = 'A'.repeat(43)

async function chooseNewPassword(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText('New password'), password)
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation)
}

describe('ResetPasswordPage', () => {
  it('sends the token and the new password, then hands over to the route', async () => {
    const sent = stubApi(() => Response.json(rider))
    const onReset = vi.fn()
    renderAt('/reset-password', () => <ResetPasswordPage token={TOKEN} onReset={onReset} />)
    await chooseNewPassword('a-brand-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    await vi.waitFor(() => expect(onReset).toHaveBeenCalledTimes(1))
    expect(sent).toEqual([
      {
        url: '/api/auth/password-reset/confirm',
        method: 'POST',
        body: { token: TOKEN, password: 'a-brand-new-password' },
      },
    ])
  })

  it('refuses two different typings, or a short password, without asking the server', async () => {
    const sent = stubApi(() => Response.json(rider))
    renderAt('/reset-password', () => <ResetPasswordPage token={TOKEN} onReset={() => {}} />)
    await chooseNewPassword('a-brand-new-password', 'a-brand-new-passwrod')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect((await screen.findByRole('alert')).textContent).toBe("The two new passwords don't match.")
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(screen.getByRole('alert').textContent).toBe('New password must be at least 8 characters.')
    expect(sent).toEqual([])
  })

  it('says when the link is dead and offers a new one', async () => {
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'reset_link_invalid',
            message: 'This reset link has expired or was already used. Ask for a new one.',
          },
        },
        { status: 400 },
      ),
    )
    renderAt('/reset-password', () => (
      <ResetPasswordPage token={TOKEN} returnTo="/checkout" onReset={() => {}} />
    ))
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull()
    await chooseNewPassword('a-brand-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reset link has expired or was already used. Ask for a new one.',
    )
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password?returnTo=%2Fcheckout',
    )
  })

  it('says a link without its token is incomplete', async () => {
    renderAt('/reset-password', () => <ResetPasswordPage token="" onReset={() => {}} />)
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is incomplete.')
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it('says offline that it needs a connection, and cannot be sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderAt('/reset-password', () => <ResetPasswordPage token={TOKEN} onReset={() => {}} />)
    expect((await screen.findByRole('status')).textContent).toBe(
      "You're offline. Setting a new password needs a connection.",
    )
    expect(screen.getByRole('button', { name: 'Set new password' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('ForgotPasswordPage', () => {
  it('asks for a link for the email, then says the same as the server whoever it is', async () => {
    const sent = stubApi(() =>
      Response.json(
        { message: 'If an account uses this email, a link to reset its password is on its way.' },
        { status: 202 },
      ),
    )
    renderAt('/forgot-password', () => <ForgotPasswordPage returnTo="/checkout" />)
    await userEvent.type(await screen.findByLabelText('Email'), 'Kit@Example.com ')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('If an account uses kit@example.com')
    expect(sent).toEqual([
      {
        url: '/api/auth/password-reset',
        method: 'POST',
        body: { email: 'kit@example.com', returnTo: '/checkout' },
      },
    ])
  })

  it('says offline that it needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderAt('/forgot-password', () => <ForgotPasswordPage />)
    expect((await screen.findByRole('status')).textContent).toBe(
      "You're offline. Asking for a reset link needs a connection.",
    )
    expect(screen.getByRole('button', { name: 'Send reset link' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('ChangePasswordPage', () => {
  it('sends the current and the new password; a wrong current one is said as the server says it', async () => {
    const sent = stubApi(() =>
      Response.json(
        { error: { code: 'wrong_password', message: 'Your current password is not right.' } },
        { status: 400 },
      ),
    )
    const onChanged = vi.fn()
    renderAt('/account/password', () => (
      <ChangePasswordPage session={{ status: 'signed-in', user: rider }} onChanged={onChanged} />
    ))
    await userEvent.type(await screen.findByLabelText('Current password'), 'not-my-password')
    await chooseNewPassword('a-brand-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Your current password is not right.')
    expect(sent).toEqual([
      {
        url: '/api/auth/password',
        method: 'POST',
        body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
      },
    ])
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('asks a signed-out visitor to sign in', async () => {
    renderAt('/account/password', () => (
      <ChangePasswordPage session={{ status: 'signed-out' }} onChanged={() => {}} />
    ))
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toContain(
      '/api/login',
    )
    expect(screen.queryByLabelText('Current password')).toBeNull()
  })
})

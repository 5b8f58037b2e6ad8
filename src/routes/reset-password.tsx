import { createFileRoute, useRouter } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import { ResetPasswordPage } from '../features/account/components/reset-password-page'
import { safeReturnPath } from '../shared/account/session-user'
import { toast } from '../ui/use-toast'

export const Route = createFileRoute('/reset-password')({
  // The link's token is for this browser alone: never rendered into a page by the server.
  ssr: false,
  validateSearch: z.object({
    token: z.catch(z.string().check(z.maxLength(200)), ''),
    returnTo: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
  }),
  head: () => ({ meta: [{ title: pageTitle('Choose a new password') }] }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, returnTo } = Route.useSearch()
  const router = useRouter()
  const onReset = () => {
    toast({ title: 'Password changed', description: "You're signed in. Every other device was signed out." })
    // Replaced, so Back does not return to a spent link.
    void router.navigate({ href: safeReturnPath(returnTo), replace: true })
  }
  return <ResetPasswordPage token={token} returnTo={returnTo} onReset={onReset} />
}

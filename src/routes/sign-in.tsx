import { createFileRoute, useRouter } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import { SignInPage } from '../features/account/components/sign-in-page'
import { safeReturnPath } from '../shared/account/session-user'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/sign-in')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  validateSearch: z.object({ returnTo: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) }),
  head: () => ({ meta: [{ title: pageTitle('Sign in') }] }),
  component: SignInRoute,
})

function SignInRoute() {
  const { returnTo } = Route.useSearch()
  const router = useRouter()
  return (
    <SignInPage
      returnTo={returnTo}
      onSignedIn={() => void router.navigate({ href: safeReturnPath(returnTo), replace: true })}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import { ForgotPasswordPage } from '../features/account/components/forgot-password-page'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/forgot-password')({
  // What it shows depends on this device (its connection): the browser renders it, like /sign-in.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  validateSearch: z.object({ returnTo: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) }),
  head: () => ({ meta: [{ title: pageTitle('Forgot password') }] }),
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  const { returnTo } = Route.useSearch()
  return <ForgotPasswordPage returnTo={returnTo} />
}

import { createFileRoute, useRouter } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { ChangePasswordPage } from '../features/account/components/change-password-page'
import { useSession } from '../lib/session'
import { toast } from '../ui/use-toast'
import { ShopperPageFrame } from './-components/shopper-page-frame'

export const Route = createFileRoute('/account/password')({
  // What it shows depends on this shopper's session and device: the browser renders it.
  ssr: false,
  pendingComponent: ShopperPageFrame,
  head: () => ({ meta: [{ title: pageTitle('Change password') }] }),
  component: ChangePasswordRoute,
})

function ChangePasswordRoute() {
  const router = useRouter()
  const onChanged = () => {
    toast({ title: 'Password changed', description: 'Every other device was signed out.' })
    void router.navigate({ to: '/account/orders' })
  }
  return <ChangePasswordPage session={useSession()} onChanged={onChanged} />
}

import { useOnlineStatus } from '../../lib/use-online-status'
import { WifiOffIcon } from '../../ui/icons'

export function OfflineBanner() {
  const online = useOnlineStatus()
  if (online) return null
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-16 z-40 flex items-center justify-center gap-2 bg-amber-300 px-4 py-2 text-sm font-medium text-stone-950 lg:top-[6.875rem]"
    >
      <WifiOffIcon />
      You're offline — showing what's saved on this device.
    </div>
  )
}

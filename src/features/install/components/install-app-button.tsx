import { useState, useSyncExternalStore } from 'react'
import { Button } from '../../../ui/button'
import { ShareIcon } from '../../../ui/icons'
import { installOption } from '../install-option'
import { getInstallState, settleInstallOffer, subscribeToInstall } from '../install-prompt'

const STANDALONE_QUERY = '(display-mode: standalone)'

function subscribeToDisplayMode(onChange: () => void) {
  const query = window.matchMedia(STANDALONE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Running from the home screen or app list: the display-mode query, or iOS Safari's own flag. */
function isStandalone() {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return window.matchMedia(STANDALONE_QUERY).matches || iosStandalone
}

/**
 * Offers to install the shop (docs/decisions/0012-installable-and-offline.md): the browser's own
 * dialog where it offers one, the Share-menu steps on iOS Safari, and a note when the shop already
 * runs as the installed app.
 */
export function InstallAppButton() {
  const install = useSyncExternalStore(subscribeToInstall, getInstallState, getInstallState)
  const standalone = useSyncExternalStore(subscribeToDisplayMode, isStandalone, () => false)
  const [prompting, setPrompting] = useState(false)
  const option = installOption({
    standalone,
    installed: install.installed,
    hasOffer: install.offer !== null,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  })

  const promptInstall = async () => {
    const offer = install.offer
    if (!offer) return
    setPrompting(true)
    try {
      await offer.prompt()
      const { outcome } = await offer.userChoice
      settleInstallOffer(outcome)
    } catch {
      // The offer was already used or withdrawn: the browser may offer again later.
      settleInstallOffer('dismissed')
    } finally {
      setPrompting(false)
    }
  }

  switch (option) {
    case 'standalone':
      return <p className="text-sm text-stone-300">Installed — you're using the Open Road app.</p>
    case 'installed':
      return (
        <p role="status" className="text-sm text-stone-300">
          Installed — open Open Road from your home screen or app list.
        </p>
      )
    case 'prompt':
      return (
        <Button disabled={prompting} onClick={() => void promptInstall()}>
          Install app
        </Button>
      )
    case 'ios-share':
      return (
        <p className="flex items-center gap-2 text-sm text-stone-300">
          <ShareIcon className="shrink-0 text-orange-400" />
          To install: tap Share, then Add to Home Screen.
        </p>
      )
    case 'none':
      return null
  }
}

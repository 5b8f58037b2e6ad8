/** What the install control can offer on this device. */
export type InstallOption =
  /** Running as the installed app: nothing to install. */
  | 'standalone'
  /** Installed from this page just now; it opens from the home screen or app list. */
  | 'installed'
  /** The browser offered installation: our button opens its dialog. */
  | 'prompt'
  /** iOS has no install event; Safari installs from its Share menu. */
  | 'ios-share'
  | 'none'

export interface InstallContext {
  standalone: boolean
  installed: boolean
  hasOffer: boolean
  userAgent: string
  maxTouchPoints: number
}

/** Safari on iPhone or iPad (iPadOS reports itself as a Mac with a touch screen), not another app's browser. */
export function isIosSafari(userAgent: string, maxTouchPoints: number) {
  const iosDevice =
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  return iosDevice && /\bSafari\//.test(userAgent) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS)\//.test(userAgent)
}

export function installOption(context: InstallContext): InstallOption {
  if (context.standalone) return 'standalone'
  if (context.installed) return 'installed'
  if (context.hasOffer) return 'prompt'
  if (isIosSafari(context.userAgent, context.maxTouchPoints)) return 'ios-share'
  return 'none'
}

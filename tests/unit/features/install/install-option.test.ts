import { describe, expect, it } from 'vitest'
import {
  type InstallContext,
  installOption,
  isIosSafari,
} from '../../../../src/features/install/install-option'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

const base: InstallContext = {
  standalone: false,
  installed: false,
  hasOffer: false,
  userAgent: ANDROID_CHROME,
  maxTouchPoints: 5,
}

describe('installOption', () => {
  it('offers the install button only when the browser offered installation', () => {
    expect(installOption({ ...base, hasOffer: true })).toBe('prompt')
    expect(installOption(base)).toBe('none')
  })

  it('shows the Share-menu steps on iOS Safari, which has no install event', () => {
    expect(installOption({ ...base, userAgent: IPHONE_SAFARI })).toBe('ios-share')
    expect(installOption({ ...base, userAgent: IPAD_DESKTOP_MODE })).toBe('ios-share')
    expect(installOption({ ...base, userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0 })).toBe('none')
  })

  it('says it is installed, with nothing to click, when running as the app or just installed', () => {
    expect(installOption({ ...base, standalone: true, hasOffer: true })).toBe('standalone')
    expect(installOption({ ...base, standalone: true, userAgent: IPHONE_SAFARI })).toBe('standalone')
    expect(installOption({ ...base, installed: true, hasOffer: true })).toBe('installed')
  })
})

describe('isIosSafari', () => {
  it('leaves out other browsers on iOS and every other platform', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true)
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false)
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false)
  })
})

import { Workbox } from 'workbox-window'
import { keepThisPage } from './keep-this-page'
import { offerUpdate } from './service-worker-update'

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers sw.js and follows its versions: a new one found later waits until the shopper chooses
 * Reload in the update prompt; then asks it to keep the page the rider opened (keep-this-page.ts).
 * Loaded after the page, with workbox-window.
 */
export async function startServiceWorker() {
  const wb = new Workbox('/sw.js', { scope: '/' })
  // Also fires at start when a version installed during an earlier visit is still waiting.
  wb.addEventListener('waiting', () => offerUpdate(() => void switchToWaitingVersion(wb)))
  await wb.register()
  keepThisPage()
  checkForUpdatesNowAndThen(wb)
}

let switching = false

/** Lets the waiting worker take over (sw/sw.ts handles SKIP_WAITING), then reloads once. */
async function switchToWaitingVersion(wb: Workbox) {
  if (switching) return
  switching = true
  const registration = await navigator.serviceWorker.getRegistration('/')
  // Another tab may have switched already: this page is then controlled by the new worker.
  if (!registration?.waiting) {
    window.location.reload()
    return
  }
  let reloaded = false
  wb.addEventListener('controlling', () => {
    // One reload per click, however many controller changes follow.
    if (reloaded) return
    reloaded = true
    window.location.reload()
  })
  wb.messageSkipWaiting()
}

/** Asks for a new sw.js every hour and whenever the shop comes back into view, but not offline. */
function checkForUpdatesNowAndThen(wb: Workbox) {
  const check = () => {
    if (!navigator.onLine) return
    // A failed check (server down, flaky signal) changes nothing; the next one tries again.
    wb.update().catch(() => {})
  }
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

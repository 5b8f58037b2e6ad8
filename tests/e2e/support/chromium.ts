import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** Flags the workplace needs: no sandbox as root, and no background calls to the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
]

function canInstallWithApt(): boolean {
  if (process.getuid?.() !== 0) return false
  try {
    execSync('command -v apt-get', { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * Finds the Chromium the end-to-end tests drive: CHROME_PATH, else Debian's /usr/bin/chromium,
 * installing Debian's package when running as root with apt-get. Browsers are never downloaded.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`)
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  if (canInstallWithApt()) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  }
  throw new Error(
    'No Chromium found: run "sudo apt-get install chromium" (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.',
  )
}

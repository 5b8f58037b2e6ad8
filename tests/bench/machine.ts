import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'

export interface Machine {
  /** `os.cpus()`: the model and how many. */
  cpu: string
  cpuCount: number
  memoryGiB: number
  node: string
  /** The distribution (from /etc/os-release when there is one), then the kernel and architecture. */
  os: string
  /** The 1-minute load average when described: other work on a shared machine moves every figure. */
  loadAverage: number
  date: string
}

function distribution(): string | undefined {
  try {
    return readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?$/m)?.[1]
  } catch {
    return undefined
  }
}

/** The machine the bench runs on, as the figures need it to be compared. */
export function describeMachine(): Machine {
  const cpus = os.cpus()
  const kernel = `${os.type()} ${os.release()} ${os.arch()}`
  const distro = distribution()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cpuCount: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: distro ? `${distro}, ${kernel}` : kernel,
    loadAverage: os.loadavg()[0] ?? Number.NaN,
    date: new Date().toISOString(),
  }
}

export const machineLine = (m: Machine) =>
  `${m.cpuCount} × ${m.cpu}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}, load average ${m.loadAverage.toFixed(2)}, ${m.date}`

/** What `<chromium> --version` prints ("Chromium 156.0.… built on Debian…"). */
export function browserVersion(executable: string): string {
  // Debian's /usr/bin/chromium wrapper may complain on stderr; only stdout is the answer.
  return execFileSync(executable, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim()
}

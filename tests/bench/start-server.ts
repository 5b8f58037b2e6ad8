import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * How long the server may take to migrate and seed before it prints "ready at". The seed runs at
 * start-up and grows with CATALOGUE_SCALE: seconds at 1, minutes at 100 on two cores.
 */
const READY_TIMEOUT_MS = 20 * 60_000

export interface RunningServer {
  origin: string
  child: ChildProcess
  /** From spawning the process to its "ready at" line: migrations, the seed and start-up. */
  startupMs: number
  /** Stops the server and removes its database. */
  stop: () => Promise<void>
}

/**
 * The real server in its own process (as `npm start` runs it), on a free port and a fresh embedded
 * database in a temporary directory; `env` overrides its environment (e.g. `{ CATALOGUE_SCALE: '10' }`).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'open-road-bench-'))
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(
        () => reject(new Error(`The server was not ready within ${READY_TIMEOUT_MS / 60_000} minutes`)),
        READY_TIMEOUT_MS,
      )
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const match = output.match(/ready at (http:\/\/\S+)/)
        if (!match?.[1]) return
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        // Keep draining the pipe so the server never blocks on a full stdout.
        child.stdout?.resume()
        resolve(match[1].replace('localhost', '127.0.0.1'))
      }
      child.stdout?.on('data', onData)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`The server exited (${code}) before it was ready`))
      })
    })
    return { origin, child, startupMs: performance.now() - started, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

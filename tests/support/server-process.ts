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

export interface ServerExit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface RunningServer {
  origin: string
  child: ChildProcess
  /** The embedded database's folder: give it to another startServer to restart on the same data. */
  dataDir: string
  /** From spawning the process to its "ready at" line: migrations, the seed and start-up. */
  startupMs: number
  /** Everything the process wrote to stdout so far (its JSON log lines included). */
  output: () => string
  /** Settles when the process has ended, with how it ended. */
  exited: Promise<ServerExit>
  /** Stops the server (SIGTERM) and removes its database, unless the caller gave the folder. */
  stop: () => Promise<void>
}

/**
 * The real server in its own process (as `npm start` runs it), on a free port and a fresh embedded
 * database in a temporary directory, or on `options.dataDir` (kept when it stops); `env` overrides
 * its environment (e.g. `{ CATALOGUE_SCALE: '10' }`).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'open-road-server-')))
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
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server was not ready within ${READY_TIMEOUT_MS / 60_000} minutes`)),
        READY_TIMEOUT_MS,
      )
      const onData = () => {
        const match = output.match(/ready at (http:\/\/\S+)/)
        if (!match?.[1]) return
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        resolve(match[1].replace('localhost', '127.0.0.1'))
      }
      child.stdout?.on('data', onData)
      void exited.then(({ code }) => {
        clearTimeout(timer)
        reject(new Error(`The server exited (${code}) before it was ready`))
      })
    })
    return {
      origin,
      child,
      dataDir,
      startupMs: performance.now() - started,
      output: () => output,
      exited,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

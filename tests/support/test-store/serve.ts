/**
 * Serves the test store over HTTP: `node --import tsx tests/support/test-store/serve.ts`.
 * TEST_STORE_PORT (default 4609) and TEST_STORE_HOST (default 127.0.0.1) say where.
 */
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createTestStore, TEST_STORE_API_VERSION, TEST_STORE_TOKEN } from './test-store'

const DEFAULT_PORT = 4609
const DEFAULT_HOST = '127.0.0.1'
/** Requests still running after this long are cut off at shutdown. */
const SHUTDOWN_GRACE_MS = 5_000

function readPort(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_PORT
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`TEST_STORE_PORT must be a port number from 0 to 65535, not "${text}"`)
    process.exit(1)
  }
  return port
}

const port = readPort(process.env.TEST_STORE_PORT)
const hostname = process.env.TEST_STORE_HOST?.trim() || DEFAULT_HOST
const store = createTestStore()

const server = serve({ fetch: store.fetch, port, hostname }, (info) => {
  const host = info.address.includes(':') ? `[${info.address}]` : info.address
  console.log(
    `Test store listening at http://${host}:${info.port} (POST /api/${TEST_STORE_API_VERSION}/graphql.json, token ${TEST_STORE_TOKEN})`,
  )
}) as Server

server.on('error', (error) => {
  console.error(`Test store could not start: ${error.message}`)
  process.exit(1)
})

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
  server.close(() => process.exit(0))
  // Keep-alive connections would otherwise hold the close open until they time out.
  server.closeIdleConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import type { Config } from '../env'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** What the browser app needs to know at run time, embedded in index.html (not executed, so CSP-safe). */
function clientConfig(config: Config) {
  return {
    storefrontDomain: config.storefrontDomain ?? null,
    storefrontPublicToken: config.storefrontPublicToken,
  }
}

interface Shell {
  html: string
  gzip: Buffer
  br: Buffer
}

async function loadShell(clientDir: string, config: Config): Promise<Shell> {
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8')
  const json = JSON.stringify(clientConfig(config)).replaceAll('<', '\\u003c')
  const html = template.replace(
    '<!--app-config-->',
    `<script id="app-config" type="application/json">${json}</script>`,
  )
  const [gz, br] = await Promise.all([gzipAsync(html), brotliAsync(html)])
  return { html, gzip: gz, br }
}

function sendShell(c: Context, shell: Shell) {
  c.header('Content-Type', 'text/html; charset=utf-8')
  c.header('Cache-Control', 'no-cache')
  c.header('Vary', 'Accept-Encoding')
  const accepts = c.req.header('Accept-Encoding') ?? ''
  if (/\bbr\b/.test(accepts)) {
    c.header('Content-Encoding', 'br')
    return c.body(new Uint8Array(shell.br))
  }
  if (/\bgzip\b/.test(accepts)) {
    c.header('Content-Encoding', 'gzip')
    return c.body(new Uint8Array(shell.gzip))
  }
  return c.body(shell.html)
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (/^\/(sw\.js|workbox-[^/]*\.js|manifest\.webmanifest)$/.test(urlPath)) return 'no-cache'
  return 'public, max-age=86400'
}

/**
 * Serves the built app: hashed assets as immutable, the service worker and index.html as no-cache,
 * precompressed .br/.gz files when the browser accepts them, and index.html for every other GET so
 * client routes (and the client-side 404 page) work on reload.
 */
export async function mountClientApp(app: Hono, clientDir: string, config: Config) {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`The built app is missing at ${clientDir}. Run "npm run build" first.`)
  }
  const shell = await loadShell(clientDir, config)
  app.get('/', (c) => sendShell(c, shell))
  app.get('/index.html', (c) => sendShell(c, shell))
  const serveFile = serveStatic({ root: path.relative(process.cwd(), clientDir) || '.', precompressed: true })
  app.use('*', async (c, next) => {
    const file = await serveFile(c, next)
    // serveStatic answers with the file, or hands on to `next` and returns nothing useful.
    if (!(file instanceof Response)) return
    file.headers.set('Cache-Control', cacheControlFor(c.req.path))
    return file
  })
  app.get('*', (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/images/')) return next()
    // A missing file with an extension is a real 404, not a client route.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next()
    return sendShell(c, shell)
  })
}

import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import type { renderPage } from '../../entry-server'
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '../../lib/env'
import { KEEP_PAGE_HEADER, PAGE_FRAME } from '../../shared/offline/kept-pages'
import type { Config } from '../env'
import type { Logger } from '../logger'
import { preferredEncoding } from './encoding'
import { jsonDataBlock } from './json-data-block'
import { createPageScripts, type PageScripts } from './page-scripts'
import { type BuildManifest, StartUpFiles } from './start-up-files'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** What the browser app needs to know at run time, embedded in index.html (not executed, so CSP-safe). */
function clientConfig(config: Config): AppConfig {
  return { storefront: config.storefront, menus: config.menus, collections: config.collections }
}

interface Shell {
  html: string
  gzip: Buffer
  br: Buffer
}

/** index.html with the run-time configuration in it. */
async function loadIndexHtml(clientDir: string, config: Config): Promise<string> {
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8')
  return template.replace('<!--app-config-->', () =>
    jsonDataBlock(APP_CONFIG_ELEMENT_ID, clientConfig(config)),
  )
}

async function compressShell(html: string): Promise<Shell> {
  const [gz, br] = await Promise.all([gzipAsync(html), brotliAsync(html)])
  return { html, gzip: gz, br }
}

/** Brotli at a quality that costs about a millisecond for a rendered page and takes it to a tenth. */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

/**
 * What a page's answer lets a cache keep (docs/decisions/0046-the-service-worker-keeps-the-pages-a-rider-saw.md):
 * a public page may be kept and checked again (`no-cache`); a shopper's own page as a shopper asked
 * for it never (`private, no-store`), only its frame rendered for nobody, the copy the service worker
 * asks for; the shell sent in place of a page the server did not render is not that page, so not
 * kept either (`no-store`).
 */
const PUBLIC_PAGE = 'no-cache'
const SHOPPER_PAGE = 'private, no-store'
const NOT_THE_PAGE = 'no-store'

async function sendHtml(
  c: Context,
  html: Shell | string,
  { status = 200, cacheControl = PUBLIC_PAGE }: { status?: 200 | 404; cacheControl?: string } = {},
) {
  c.header('Content-Type', 'text/html; charset=utf-8')
  c.header('Cache-Control', cacheControl)
  // A rendered page says whether someone is signed in (src/entry-server.tsx), so it depends on
  // cookies, and on whether it is a copy to keep, which never says.
  c.header('Vary', `Accept-Encoding, Cookie, ${KEEP_PAGE_HEADER}`)
  c.status(status)
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
  if (!encoding) return c.body(typeof html === 'string' ? html : html.html)
  c.header('Content-Encoding', encoding)
  if (typeof html !== 'string') return c.body(new Uint8Array(html[encoding]))
  const bytes = encoding === 'br' ? await brotliAsync(html, PAGE_BROTLI) : await gzipAsync(html)
  return c.body(new Uint8Array(bytes))
}

/** The built files of the entries a rendered page names (src/server/http/page-scripts.ts), from Vite's manifest. */
function pageScripts(manifest: BuildManifest): PageScripts {
  const url = (source: string) => {
    const file = manifest[source]?.file
    if (!file) throw new Error(`The build has no ${source} entry; run "npm run build" again.`)
    return `/${file}`
  }
  return {
    entry: url('index.html'),
    startApp: url('src/start-app.ts'),
    introPlayback: url('src/features/shell/intro-playback.ts'),
  }
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (/^\/(sw\.js|workbox-[^/]*\.js|manifest\.webmanifest)$/.test(urlPath)) return 'no-cache'
  return 'public, max-age=86400'
}

/** Renders one page as the browser would show it (src/entry-server.tsx's renderPage). */
export type PageRenderer = typeof renderPage

/**
 * Serves the built app: hashed assets as immutable, the service worker and index.html as no-cache,
 * precompressed .br/.gz files when the browser accepts them, and every other GET as a page: rendered
 * by `render` with its data (it paints before any script runs), or the app shell for a
 * shopper's own pages, whenever rendering fails, and when there is no `render`; so client routes
 * always work on reload.
 */
export async function mountClientApp(
  app: Hono,
  clientDir: string,
  { config, logger, render }: { config: Config; logger: Logger; render?: PageRenderer },
) {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`The built app is missing at ${clientDir}. Run "npm run build" first.`)
  }
  const indexHtml = await loadIndexHtml(clientDir, config)
  const shell = await compressShell(indexHtml)
  // Vite's build manifest, read once: the scripts a page names and the files its app needs.
  const manifest = render
    ? (JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as BuildManifest)
    : undefined
  const pageHtml = manifest
    ? createPageScripts(
        pageScripts(manifest),
        await StartUpFiles.read(manifest, fileURLToPath(new URL('../../..', import.meta.url))),
      )
    : undefined
  const appConfig = clientConfig(config)
  // The page links to the stylesheet the shell has (index.html's, in Vite's manifest).
  const stylesheets = (manifest?.['index.html']?.css ?? []).map((file) => `/${file}`)
  const inProcess: typeof fetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)))
  // A configured store is asked over the network; in process, this app would answer for any host.
  const storefrontFetch: typeof fetch = config.storefront.origin ? (...args) => fetch(...args) : inProcess

  const sendPage = async (c: Context) => {
    if (!render || !pageHtml) return sendHtml(c, shell)
    const notThePage = { cacheControl: NOT_THE_PAGE }
    try {
      const url = new URL(c.req.url)
      // The copy the service worker keeps is rendered as for nobody, whatever the request carries.
      const forKeeping = c.req.header(KEEP_PAGE_HEADER) !== undefined
      const page = await render(`${url.pathname}${url.search}`, {
        appConfig,
        origin: url.origin,
        fetch: inProcess,
        storefrontFetch,
        stylesheets,
        cookies: forKeeping ? '' : (c.req.header('Cookie') ?? ''),
        saveData: c.req.header('Save-Data'),
        // Set by the security headers (src/server/http/security.ts) for this answer's policy.
        nonce: c.get('secureHeadersNonce') ?? '',
        onError: (error) =>
          logger.warn({ err: error, path: c.req.path }, 'part of a page left to the browser'),
        forKeeping,
      })
      if (!page) return sendHtml(c, shell, notThePage)
      if ('redirect' in page) return c.redirect(page.redirect, 307)
      for (const cookie of page.setCookies) c.header('Set-Cookie', cookie, { append: true })
      if (page.shopperPage && forKeeping) c.header(KEEP_PAGE_HEADER, PAGE_FRAME)
      return sendHtml(c, pageHtml(page), {
        status: page.status,
        // A shopper page's frame rendered for nobody holds nothing of anyone: it may be kept.
        cacheControl: page.shopperPage && !forKeeping ? SHOPPER_PAGE : PUBLIC_PAGE,
      })
    } catch (error) {
      // The browser renders the page itself; the rider never sees the failure.
      logger.error({ err: error, path: c.req.path }, 'server rendering failed')
      return sendHtml(c, shell, notThePage)
    }
  }
  app.get('/', sendPage)
  app.get('/index.html', (c) => sendHtml(c, shell))
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
    return sendPage(c)
  })
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appShellHtml } from '../../../src/features/shell/app-shell-html'
import type { ServerRenderedState } from '../../../src/lib/server-rendered-state'
import { loadConfig } from '../../../src/server/env'
import { mountClientApp } from '../../../src/server/http/client-app'
import { createLogger } from '../../../src/server/logger'

let dir: string
let app: Hono

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'client-app-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(
    path.join(dir, 'index.html'),
    '<html><head><!--app-config--></head><body>shell</body></html>',
  )
  const script = `console.log(${JSON.stringify('x'.repeat(2000))})`
  await writeFile(path.join(dir, 'assets/index-abc123.js'), script)
  await writeFile(path.join(dir, 'assets/index-abc123.js.gz'), gzipSync(script))
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  app = new Hono()
  app.get('/api/health', (c) => c.json({ status: 'ok' }))
  const config = loadConfig({
    STOREFRONT_DOMAIN: 'shop.example.com',
    STOREFRONT_PUBLIC_TOKEN: 'public-token',
  })
  await mountClientApp(app, dir, { config, logger: createLogger('silent') })
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'nope' } }, 404))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('serving the built app', () => {
  it('answers client routes with the shell, not cached, with the run-time config embedded', async () => {
    const response = await app.request('/product/some-handle')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('shell')
    expect(html).toContain(
      '<script id="app-config" type="application/json">{"storefront":{"origin":"https://shop.example.com","publicToken":"public-token","apiVersion":"2026-04"},"menus":{"main":"main-menu","footer":"footer","catalogue":"catalogue","home":"home"},"collections":{"featured":"featured","outfit":["jackets","vests","chaps","gloves","boots","helmets"],"sale":"sale"}}</script>',
    )
  })

  it('sends the shell compressed when the browser accepts it', async () => {
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
  })

  it('serves hashed assets as immutable, precompressed', async () => {
    const response = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  it('never lets the service worker be cached', async () => {
    const response = await app.request('/sw.js')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('leaves /api and missing files to their own 404', async () => {
    expect((await app.request('/api/health')).status).toBe(200)
    const api = await app.request('/api/nothing-here')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'nope' } })
    expect((await app.request('/assets/missing-file.js')).status).toBe(404)
  })
})

describe('pages rendered on the server', () => {
  let pagesDir: string
  let pages: Hono
  const rendered: string[] = []
  const saveDataHeaders: (string | undefined)[] = []
  const keptCopies: string[] = []
  const renderedCookies: string[] = []
  const shellMarkup = appShellHtml()
  // Data a store wrote: a title that would end the element if it went in as it is.
  const handedOver: ServerRenderedState = {
    catalogue: {
      entries: { 'Product:1.title': '"Helmet </script><script>alert(1)</script> <!--"' },
      queryKeys: [],
    },
    queries: { mutations: [], queries: [] },
    intro: false,
  }

  beforeAll(async () => {
    pagesDir = await mkdtemp(path.join(os.tmpdir(), 'client-app-pages-'))
    await mkdir(path.join(pagesDir, '.vite'), { recursive: true })
    await writeFile(
      path.join(pagesDir, 'index.html'),
      `<html><head><title>Shop</title><!--app-config--><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-abc.js">\n    <link rel="modulepreload" crossorigin href="/assets/queries-abc.js">\n  </head><body><div id="root">${shellMarkup}</div></body></html>`,
    )
    await writeFile(
      path.join(pagesDir, '.vite/manifest.json'),
      JSON.stringify({
        'src/start-app.ts': { file: 'assets/start-app-abc.js', isEntry: true },
        'src/features/shell/intro-playback.ts': { file: 'assets/intro-playback-abc.js', isEntry: true },
        'index.html': {
          file: 'assets/index-abc.js',
          isEntry: true,
          css: ['assets/index-abc.css'],
          imports: ['_react-abc.js'],
          dynamicImports: ['src/start/queries.ts', 'src/ui/tooltip-layer.tsx'],
        },
        '_react-abc.js': { file: 'assets/react-abc.js' },
        'src/start/queries.ts': {
          file: 'assets/queries-abc.js',
          dynamicImports: [
            'src/features/shell/components/mobile-menu.tsx',
            'src/routes/about.tsx?tsr-split=component',
          ],
        },
        'src/ui/tooltip-layer.tsx': { file: 'assets/tooltip-layer-abc.js' },
        'src/features/shell/components/mobile-menu.tsx': {
          file: 'assets/mobile-menu-abc.js',
          imports: ['_sheet-abc.js'],
        },
        '_sheet-abc.js': { file: 'assets/sheet-abc.js' },
        'src/routes/about.tsx?tsr-split=component': {
          file: 'assets/about-abc.js',
          imports: ['_page-abc.js'],
          // A part the page renders as the app takes it over, and one it opens on request.
          dynamicImports: [
            'src/features/shell/components/story.tsx',
            'src/features/chat/components/chat-panel.tsx',
          ],
        },
        'src/features/shell/components/story.tsx': {
          file: 'assets/story-abc.js',
          imports: ['_page-abc.js', '_story-text-abc.js'],
        },
        '_story-text-abc.js': { file: 'assets/story-text-abc.js' },
        'src/features/chat/components/chat-panel.tsx': { file: 'assets/chat-panel-abc.js' },
        'src/routes/about.tsx?tsr-split=pendingComponent': { file: 'assets/about-pending-abc.js' },
        'src/routes/shipping.tsx?tsr-split=component': { file: 'assets/shipping-abc.js' },
        '_page-abc.js': { file: 'assets/page-abc.js' },
      }),
    )
    pages = new Hono()
    await mountClientApp(pages, pagesDir, {
      config: loadConfig({}),
      logger: createLogger('silent'),
      render: async (url, { cookies, saveData, forKeeping, stylesheets }) => {
        rendered.push(url)
        saveDataHeaders.push(saveData)
        if (forKeeping) keptCopies.push(url)
        renderedCookies.push(cookies)
        if (url.startsWith('/reset-password')) return null
        if (url === '/broken') throw new Error('render failed')
        if (url === '/category/helmets?type=rockets') return { redirect: '/category/helmets' }
        return {
          status: url === '/missing' ? 404 : 200,
          shopperPage: url.startsWith('/cart'),
          setCookies: cookies ? [] : ['open-road-landing=%2F; Path=/; SameSite=Lax'],
          html: `<!DOCTYPE html><html lang="en" data-rendered="server"><head><title>Helmet — Shop</title>${stylesheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}</head><body><div id="root"><main><h1>Helmet</h1></main></div><script nonce="n">$_TSR.router={}</script></body></html>`,
          state: handedOver,
          routeIds: ['__root__', url === '/about' ? '/about' : '/product/$handle'],
        }
      },
    })
  })

  afterAll(async () => {
    await rm(pagesDir, { recursive: true, force: true })
  })

  it("sends the document the page rendered, linked to the shell's stylesheet", async () => {
    const response = await pages.request('/product/helmet?size=M')
    expect(rendered).toContain('/product/helmet?size=M')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en" data-rendered="server"><head><title>Helmet — Shop<\/title><link rel="stylesheet" href="\/assets\/index-abc.css"\/><\/head><body><div id="root"><main><h1>Helmet<\/h1><\/main><\/div><script nonce="n">\$_TSR.router=\{\}<\/script>/,
    )
    expect(html).not.toContain(shellMarkup)
    expect(response.headers.get('set-cookie')).toBe('open-road-landing=%2F; Path=/; SameSite=Lax')
  })

  it("writes the page's data last in the body as a JSON data block that nothing in the data can close", async () => {
    const html = await (await pages.request('/product/helmet')).text()
    const block = html.match(
      /<\/script><script id="page-data" type="application\/json">(.*?)<\/script><script type="module"[^>]*><\/script><\/body><\/html>$/,
    )
    expect(block?.[1]).not.toContain('<')
    expect(JSON.parse(block?.[1] ?? '')).toEqual(handedOver)
  })

  it('starts the scripts from start-app once the page has painted, not from the head', async () => {
    const html = await (await pages.request('/product/helmet')).text()
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(
      '<script type="module" src="/assets/start-app-abc.js" data-entry="/assets/index-abc.js" data-start-up="/assets/index-abc.js /assets/react-abc.js /assets/queries-abc.js /assets/mobile-menu-abc.js /assets/sheet-abc.js" data-intro-playback="/assets/intro-playback-abc.js">',
    )
  })

  it("names every file the app needs on the page, its route's own parts and lazy parts included, to fetch side by side", async () => {
    const html = await (await pages.request('/about')).text()
    const files = html.match(/data-start-up="([^"]*)"/)?.[1]?.split(' ')
    expect(files).toEqual([
      '/assets/index-abc.js',
      '/assets/react-abc.js',
      '/assets/queries-abc.js',
      '/assets/mobile-menu-abc.js',
      '/assets/sheet-abc.js',
      '/assets/about-abc.js',
      '/assets/page-abc.js',
      '/assets/story-abc.js',
      '/assets/story-text-abc.js',
    ])
  })

  it("hands the page the request's Save-Data header, which decides the intro splash", async () => {
    saveDataHeaders.length = 0
    await pages.request('/', { headers: { 'Save-Data': 'on' } })
    await pages.request('/')
    expect(saveDataHeaders).toEqual(['on', undefined])
  })

  it('answers a page that does not exist with 404, and compresses pages', async () => {
    expect((await pages.request('/missing')).status).toBe(404)
    const compressed = await pages.request('/product/helmet', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(compressed.headers.get('content-encoding')).toBe('br')
    const body = brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8')
    expect(body).toContain('<h1>Helmet</h1>')
  })

  it('sends an address the page corrects on to the corrected one', async () => {
    const response = await pages.request('/category/helmets?type=rockets')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/category/helmets')
  })

  it('lets a public page be kept and checked again, and a shopper page only as its frame rendered for nobody', async () => {
    const page = await pages.request('/product/helmet')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('vary')).toContain('Keep-Page')
    expect((await pages.request('/missing')).headers.get('cache-control')).toBe('no-cache')
    const cart = await pages.request('/cart')
    expect(cart.status).toBe(200)
    expect(await cart.text()).toContain('<h1>Helmet</h1>')
    expect(cart.headers.get('cache-control')).toBe('private, no-store')
    const frame = await pages.request('/cart', {
      headers: { 'Keep-Page': '1', Cookie: 'open-road-session=s' },
    })
    expect(frame.headers.get('cache-control')).toBe('no-cache')
    // Marked as a frame, which the worker answers at once (sw/server-page-or-shell.ts).
    expect(frame.headers.get('keep-page')).toBe('frame')
    const copy = await pages.request('/product/helmet', { headers: { 'Keep-Page': '1' } })
    expect(copy.headers.get('keep-page')).toBeNull()
  })

  it("renders the service worker's copy to keep as such, with no cookie whatever the request carries", async () => {
    keptCopies.length = 0
    renderedCookies.length = 0
    await pages.request('/products?sort=price', {
      headers: { 'Keep-Page': '1', Cookie: 'open-road-session=s' },
    })
    await pages.request('/products', { headers: { Cookie: 'open-road-session=s' } })
    expect(keptCopies).toEqual(['/products?sort=price'])
    expect(renderedCookies).toEqual(['', 'open-road-session=s'])
  })

  it('sends the shell, never to be kept, for a page without a frame and when rendering fails', async () => {
    for (const url of ['/reset-password?token=t', '/broken']) {
      const response = await pages.request(url)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain(shellMarkup)
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">')
      expect(html).not.toContain('data-rendered')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})

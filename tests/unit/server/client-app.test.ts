import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/env'
import { mountClientApp } from '../../../src/server/http/client-app'

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
  await mountClientApp(app, dir, config)
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
      '<script id="app-config" type="application/json">{"storefrontDomain":"shop.example.com","storefrontPublicToken":"public-token"}</script>',
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

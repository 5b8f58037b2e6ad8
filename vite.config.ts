import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { appShellHtml } from './src/features/shell/app-shell-html'
import { documentHead } from './src/features/shell/document-head'
import { NOT_AT_START } from './src/server/http/start-up-files'
import { shopIdentity } from './src/shared/shop-identity'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Writes .br and .gz next to every compressible build file so the server can send them as they are. */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'open-road:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true })
      await Promise.all(
        files
          .filter((f) => f.isFile() && /\.(js|css|html|svg|json|webmanifest|txt)$/.test(f.name))
          .map(async (f) => {
            const file = path.join(f.parentPath, f.name)
            const body = await readFile(file)
            if (body.length < 1024) return
            await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }))
            await writeFile(
              `${file}.br`,
              await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            )
          }),
      )
    },
  }
}

/**
 * Writes who the shop is (src/shared/shop-identity.ts) into index.html, where `%SHOP_NAME%` and
 * `%SHOP_SHORT_NAME%` stand, in the build and the dev server alike.
 */
function shopIdentityInHtml(): Plugin {
  const values: Record<string, string> = {
    SHOP_NAME: shopIdentity.name,
    SHOP_SHORT_NAME: shopIdentity.shortName,
  }
  return {
    name: 'open-road:shop-identity',
    transformIndexHtml: (html) =>
      html.replace(/%(SHOP_[A-Z_]+)%/g, (placeholder, key: string) => {
        const value = values[key]
        if (value === undefined)
          throw new Error(`index.html names ${placeholder}, which the shop does not define`)
        return value
      }),
  }
}

/**
 * Writes what every page's head says about the shop (src/features/shell/document-head.ts) into
 * index.html; a page the server renders has the same from React (src/document.tsx).
 */
function documentHeadInHtml(): Plugin {
  const head = (tag: string, attrs: Record<string, string>) => ({
    tag,
    attrs,
    injectTo: 'head-prepend' as const,
  })
  return {
    name: 'open-road:document-head',
    transformIndexHtml: () => [
      head('meta', { charset: 'UTF-8' }),
      ...documentHead.meta.map((meta) => head('meta', meta)),
      { tag: 'title', children: documentHead.title, injectTo: 'head-prepend' },
      // vite-plugin-pwa writes the manifest's link itself.
      ...documentHead.links.filter((link) => link.rel !== 'manifest').map((link) => head('link', link)),
    ],
  }
}

/** Puts the app shell (the header bar) into index.html, where `<!--app-shell-->` stands. */
function appShell(): Plugin {
  return {
    name: 'open-road:app-shell',
    transformIndexHtml: (html) => html.replace('<!--app-shell-->', appShellHtml()),
  }
}

/**
 * Vite wraps every `import()` in a helper that first preloads the imported chunk's stylesheets and the
 * chunks it imports. Here the one stylesheet is in the page and no lazy import preloads its chunks
 * (`modulePreload` below), so the helper would only add start-up bytes: each import runs as written.
 */
function plainLazyImports(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'open-road:plain-lazy-imports',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load()' : undefined),
  }
}

/**
 * The app shell (the page the service worker answers every navigation with, so every repeat visit)
 * shows nothing of the page until the app renders, and src/main.tsx imports its start-up parts one
 * after another. Named in the shell as module preloads, they are fetched side by side while the
 * entry runs, instead of each after the one before. Not the tooltips (loaded on first use) nor the
 * replay of held taps (only on a page the server rendered). A page the server renders is a document
 * of its own without them (src/document.tsx): there the app may not start at all.
 */
function startUpPreloads(): Plugin {
  const notAtStart = ['/src/ui/tooltip-layer.tsx', '/src/start/replay-held.ts']
  return {
    name: 'open-road:start-up-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html
        const chunkOf = (fileName: string) => {
          const chunk = bundle[fileName]
          return chunk?.type === 'chunk' ? chunk : undefined
        }
        const preloads = new Set<string>()
        const add = (fileName: string) => {
          if (preloads.has(fileName) || fileName === entry.fileName || entry.imports.includes(fileName))
            return
          preloads.add(fileName)
          for (const imported of chunkOf(fileName)?.imports ?? []) add(imported)
        }
        for (const fileName of entry.dynamicImports) {
          const facade = chunkOf(fileName)?.facadeModuleId ?? ''
          if (!notAtStart.some((module) => facade.endsWith(module))) add(fileName)
        }
        const links = [...preloads].map(
          (fileName) => `\n    <link rel="modulepreload" crossorigin href="/${fileName}">`,
        )
        return html.replace('</head>', `${links.join('')}\n  </head>`)
      },
    },
  }
}

/** A module's id as the build manifest keys it (`src/…`), whatever folder the project is in. */
const fromRoot = (id: string) =>
  path
    .relative(import.meta.dirname, id)
    .split(path.sep)
    .join('/')

/**
 * Start-up as a few files instead of some seventy. src/main.tsx imports its steps one after another
 * (each evaluated in a task of its own); left to itself the bundler cuts their modules into a file for
 * every combination of lazy chunks that shares them. A rider's first tap waits for all of them, and a
 * slow phone pays a round trip for every six (the browser's connections to one host). Here each step
 * is one file, `start-{step}`: the modules it is the first to need. The lazy parts start-up loads at
 * once (header, footer, cart, the device's saved data) are one more, `start-parts`. A module the pages
 * share with start-up goes with start-up (it is there by then); what two or more pages and lazy parts
 * share beyond that is one more, `pages`. Nothing the page's first script (src/start-app.ts) or the
 * splash loads, even lazily, moves: neither waits for start-up's files.
 */
function startUpChunks(): CodeSplittingGroup {
  // Loaded before the app, by the page's first script or the splash (whatever they import, even lazily).
  const beforeTheApp = ['src/start-app.ts', 'src/features/shell/intro-playback.ts']
  let chunkOf: Map<string, string> | undefined
  const plan = (ctx: ChunkingContext) => {
    const info = (id: string) => ctx.getModuleInfo(id)
    const closure = (roots: readonly string[], taken: ReadonlySet<string>, lazyToo = false) => {
      const found = new Set<string>()
      const visit = (id: string) => {
        if (found.has(id) || taken.has(id)) return
        found.add(id)
        for (const imported of info(id)?.importedIds ?? []) visit(imported)
        if (lazyToo) for (const imported of info(id)?.dynamicallyImportedIds ?? []) visit(imported)
      }
      for (const root of roots) visit(root)
      return found
    }
    const idOf = (name: string) => {
      const id = path.join(import.meta.dirname, name)
      if (!info(id)) throw new Error(`startUpChunks: ${name} is not in the build`)
      return id
    }
    const main = idOf('src/main.tsx')
    const taken = new Set([
      ...closure(beforeTheApp.map(idOf), new Set(), true),
      ...closure([main], new Set()),
    ])
    // What the server does not ask for at start (src/server/http/start-up-files.ts), held taps' replay
    // (once the app is ready, and only on a page the server rendered), and a route's own code.
    const waits = (id: string) =>
      NOT_AT_START.some((pattern) => pattern.test(fromRoot(id))) ||
      fromRoot(id) === 'src/start/replay-held.ts' ||
      id.includes('?tsr-split=')
    const ids = new Map<string, string>()
    for (const step of info(main)?.dynamicallyImportedIds ?? []) {
      if (waits(step)) continue
      const name = `start-${path.basename(fromRoot(step)).replace(/\.[jt]sx?$/, '')}`
      for (const id of closure([step], taken)) {
        taken.add(id)
        ids.set(id, name)
      }
    }
    const parts = [...ids.keys()]
      .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
      .filter((id) => !waits(id))
    for (const id of closure(parts, taken)) {
      taken.add(id)
      ids.set(id, 'start-parts')
    }
    // What two or more of the pages and their lazy parts share, in one file, `pages`: left to itself
    // the bundler makes a file for each set of them sharing a module (behind a listing, twenty-odd
    // of about a kilobyte each, a round trip for every six on a slow phone).
    const lazyEntries = new Set(
      [...closure([main], new Set(), true)]
        .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
        // Not what waits for a rider's request (Quick View…): its code would come with every page.
        .filter((id) => !taken.has(id) && !NOT_AT_START.some((pattern) => pattern.test(fromRoot(id)))),
    )
    const sharedBy = new Map<string, number>()
    for (const lazyEntry of lazyEntries)
      for (const id of closure([lazyEntry], taken))
        if (id !== lazyEntry) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1)
    for (const [id, count] of sharedBy) if (count >= 2 && !lazyEntries.has(id)) ids.set(id, 'pages')
    return ids
  }
  return {
    debugName: 'start-up',
    // Each file takes the modules planned for it and no others: those the first script loads stay
    // where they are, and start-up's files import them from there.
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      chunkOf ??= plan(ctx)
      return chunkOf.get(id) ?? null
    },
  }
}

export default defineConfig({
  plugins: [
    shopIdentityInHtml(),
    appShell(),
    documentHeadInHtml(),
    plainLazyImports(),
    startUpPreloads(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A shopper page's frame (its pendingComponent) loads with that page, not with the app's start.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: shopIdentity.name,
        short_name: shopIdentity.shortName,
        description:
          'Helmets, jackets, boots, luggage and gear for motorcycle riders — browse and keep your cart even with no signal.',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0c0a09',
        background_color: '#0c0a09',
        categories: ['shopping', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Shop all products',
            short_name: 'Shop',
            url: '/products',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Your cart',
            short_name: 'Cart',
            url: '/cart',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // The browser's install dialog shows these: the built app in Chromium (360×800 at 3×, 1280×720 at 1.5×).
        screenshots: [
          {
            src: '/screenshots/home-narrow.webp',
            sizes: '1080x2400',
            type: 'image/webp',
            form_factor: 'narrow',
            label: 'The home page on a phone: gear for the long way round',
          },
          {
            src: '/screenshots/products-wide.webp',
            sizes: '1920x1080',
            type: 'image/webp',
            form_factor: 'wide',
            label: 'The whole catalogue, with brand filters, on a laptop',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only the browser's install dialog shows the screenshots (online): not worth every visitor's download.
        globIgnores: ['screenshots/**'],
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    // A script's lazy imports fetch their own imports when they run: announcing each one up front
    // (a <link rel=modulepreload> apiece) measured as the longest task of start-up (docs/performance.md).
    // Every browser the shop supports preloads modules itself: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rollupOptions: {
      // start-app starts the app on pages the server rendered (src/server/http/page-scripts.ts), and
      // the intro splash's playback, an entry so that start-app can import it by the address the page
      // names: an import() Vite sees would bring its helper's chunk in before start-app could run.
      input: {
        index: 'index.html',
        'start-app': 'src/start-app.ts',
        'intro-playback': 'src/features/shell/intro-playback.ts',
      },
      output: {
        codeSplitting: {
          groups: [startUpChunks()],
        },
      },
    },
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/images': 'http://127.0.0.1:3000',
    },
  },
})

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export interface BundleReport {
  entryJs: number
  entryCss: number
  entryFiles: string[]
  routeChunks: { name: string; file: string; gzip: number }[]
  /**
   * Each lazy chunk with the shared chunks it imports that the entry does not already load: what
   * opening that route downloads, largest first.
   */
  routeLoads: { name: string; gzip: number }[]
}

async function gzipSize(distDir: string, file: string) {
  return gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length
}

/**
 * The entry's lazy imports that are not start-up: the service worker's code loads once the page has
 * loaded (src/features/offline/register-service-worker.ts); the tooltips on the first hover or
 * keyboard focus of a control that has one (src/ui/watch-tips.ts); taps held while the app started
 * are made again once it is ready (src/start/replay-held.ts).
 */
const AFTER_START_UP = new Set([
  'src/features/offline/service-worker-lifecycle.ts',
  'src/ui/tooltip-layer.tsx',
  'src/start/replay-held.ts',
])

/**
 * Gzipped sizes from Vite's build manifest: the start-up JavaScript (src/start-app.ts, the entry, the
 * pieces src/main.tsx imports one after another, and everything they import), its CSS, and each lazy
 * chunk.
 */
export async function bundleReport(distDir: string): Promise<BundleReport> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entry = manifest['index.html']
  if (!entry) throw new Error('No index.html entry in the build manifest')

  const seen = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  visit('src/start-app.ts')
  for (const piece of entry.dynamicImports ?? []) if (!AFTER_START_UP.has(piece)) visit(piece)

  const entryFiles = [...seen].map((key) => manifest[key]?.file).filter((f): f is string => Boolean(f))
  const entryJs = (await Promise.all(entryFiles.map((f) => gzipSize(distDir, f)))).reduce((a, b) => a + b, 0)
  const entryCss = (await Promise.all([...css].map((f) => gzipSize(distDir, f)))).reduce((a, b) => a + b, 0)
  const routeChunks = await Promise.all(
    Object.entries(manifest)
      // Start-up pieces are lazy imports too, but they count in the start-up JavaScript.
      .filter(([key, chunk]) => chunk.isDynamicEntry && !seen.has(key))
      .map(async ([key, chunk]) => ({
        name: key.replace(/\?.*$/, ''),
        file: chunk.file,
        gzip: await gzipSize(distDir, chunk.file),
      })),
  )
  routeChunks.sort((a, b) => b.gzip - a.gzip)

  const gzipByKey = new Map<string, number>()
  const gzipOf = async (key: string) => {
    const file = manifest[key]?.file
    if (!file) return 0
    const known = gzipByKey.get(key)
    if (known !== undefined) return known
    const size = await gzipSize(distDir, file)
    gzipByKey.set(key, size)
    return size
  }
  const routeLoads = []
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || seen.has(key)) continue
    const needed = new Set<string>()
    const collect = (k: string) => {
      if (seen.has(k) || needed.has(k)) return
      needed.add(k)
      for (const imported of manifest[k]?.imports ?? []) collect(imported)
    }
    collect(key)
    let gzip = 0
    for (const k of needed) gzip += await gzipOf(k)
    routeLoads.push({ name: key.replace(/\?.*$/, ''), gzip })
  }
  routeLoads.sort((a, b) => b.gzip - a.gzip)
  return { entryJs, entryCss, entryFiles, routeChunks, routeLoads }
}

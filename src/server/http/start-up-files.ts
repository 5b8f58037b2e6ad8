import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** One file of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source or chunk name. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  /** The stylesheets the entry imports. */
  css?: string[]
}
export type BuildManifest = Record<string, ManifestChunk>

/**
 * Lazy imports of the start-up and of the pages that wait for their moment: the tooltips (first hover
 * or focus), the error pages, and what opens on a rider's request (Quick View, the chat's panel). The
 * build keeps them out of start-up's files too (vite.config.ts). Every other lazy part of a page is
 * rendered as the app takes the page over, and the app is ready only once it has.
 */
export const NOT_AT_START = [
  /^src\/ui\/tooltip-layer\.tsx$/,
  /^src\/routes\/-components\/(not-found|route-error)\.tsx$/,
  /^src\/features\/(catalogue|product)\/components\/(own-)?quick-view-dialog\.tsx$/,
  /^src\/features\/product\/components\/viewed-own-quick-view\.tsx$/,
  /^src\/features\/chat\/components\/chat-panel\.tsx$/,
]
/** A route file's parts split off by the router's code splitting that the page itself needs. */
const ROUTE_PART = /^(src\/routes\/[^?]+)\?tsr-split=(.+)$/
const PAGE_PARTS = new Set(['component', 'loader'])
const ROUTE_ID = /createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/

/**
 * The built files a page needs for the app to start and take it over: the entry and the parts
 * src/main.tsx imports, the layout's lazy parts (header account, menus, cart drawer…), and the
 * page's own route parts and their lazy parts, each with everything it imports. src/start-app.ts asks for them side by
 * side when it starts the app: found one import at a time, each level costs a slow phone a round
 * trip (docs/decisions/0047-a-first-tap-is-answered-at-once.md).
 */
export class StartUpFiles {
  private constructor(
    private readonly manifest: BuildManifest,
    private readonly common: readonly string[],
    private readonly byRoute: ReadonlyMap<string, readonly string[]>,
  ) {}

  /** From the build's manifest; `routeIdOf` tells which route a route file (`src/routes/…`) defines. */
  static fromManifest(manifest: BuildManifest, routeIdOf: (routeFile: string) => string | undefined) {
    const entry = manifest['index.html']
    if (!entry) throw new Error('The build manifest has no index.html entry')
    const startUp = (entry.dynamicImports ?? []).filter((key) => !NOT_AT_START.some((p) => p.test(key)))
    const startUpKeys = closure(manifest, ['index.html', ...startUp])
    const layoutParts = startUpKeys
      .flatMap((key) => manifest[key]?.dynamicImports ?? [])
      .filter((key) => !ROUTE_PART.test(key) && !NOT_AT_START.some((p) => p.test(key)))
    const common = closure(manifest, ['index.html', ...startUp, ...layoutParts])

    const byRoute = new Map<string, string[]>()
    for (const key of Object.keys(manifest)) {
      const part = ROUTE_PART.exec(key)
      if (!part?.[1] || !part[2]?.split('---').some((name) => PAGE_PARTS.has(name))) continue
      const routeId = routeIdOf(part[1])
      if (routeId === undefined) continue
      // With the page's own lazy parts (the save bar, the reviews, the home page's sections): asked
      // for only once the page's code has run, each would cost its own round trips before "ready".
      const lazyParts = (manifest[key]?.dynamicImports ?? []).filter(
        (imported) => !NOT_AT_START.some((pattern) => pattern.test(imported)),
      )
      byRoute.set(routeId, [...(byRoute.get(routeId) ?? []), key, ...lazyParts])
    }
    return new StartUpFiles(manifest, common, byRoute)
  }

  /** From the build's manifest and the route files in `routesRoot`'s `src/routes/`. */
  static async read(manifest: BuildManifest, routesRoot: string) {
    const routeFiles = new Set(Object.keys(manifest).flatMap((key) => ROUTE_PART.exec(key)?.[1] ?? []))
    const ids = new Map<string, string>()
    for (const file of routeFiles) {
      const source = await readFile(path.join(routesRoot, file), 'utf8').catch(() => '')
      const id = ROUTE_ID.exec(source)?.[1]
      if (id !== undefined) ids.set(file, id)
    }
    return StartUpFiles.fromManifest(manifest, (file) => ids.get(file))
  }

  private readonly pages = new Map<string, string[]>()

  /** The addresses of every file the app needs to start on a page of these routes (the router's route ids); worked out once per set of routes. */
  forPage(routeIds: readonly string[]): string[] {
    const key = routeIds.join('\n')
    const known = this.pages.get(key)
    if (known) return known
    const keys = new Set(this.common)
    for (const k of closure(
      this.manifest,
      routeIds.flatMap((id) => this.byRoute.get(id) ?? []),
    ))
      keys.add(k)
    const files = [...keys].flatMap((k) => {
      const file = this.manifest[k]?.file
      return file?.endsWith('.js') ? [`/${file}`] : []
    })
    this.pages.set(key, files)
    return files
  }
}

/** The keys given and every key they import, statically. */
function closure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...seen]
}

import type { RenderedPage } from '../../entry-server'
import { STATE_ELEMENT_ID } from '../../lib/server-rendered-state'
import { jsonDataBlock } from './json-data-block'
import type { StartUpFiles } from './start-up-files'

/** The built scripts a rendered page names: the app's entry, src/start-app.ts, and the intro splash's playback it may import. */
export interface PageScripts {
  entry: string
  startApp: string
  introPlayback: string
}

/**
 * What follows a rendered page's markup (src/entry-server.tsx writes the document): its data as a
 * JSON data block, and the one script it names, `startApp` (src/start-app.ts), which starts the app
 * once the page has painted, so nothing competes with the first paint on a slow signal. Both go last
 * in the body, outside React's tree: the browser's document hydrates without them.
 */
export function createPageScripts(
  { entry, startApp, introPlayback }: PageScripts,
  startUpFiles: StartUpFiles,
) {
  // The files the app needs on this page, which src/start-app.ts asks for side by side when it starts
  // the app; not announced in the head, where they would take bandwidth from the page's pictures.
  const starter = (routeIds: readonly string[]) =>
    `<script type="module" src="${startApp}" data-entry="${entry}" data-start-up="${startUpFiles.forPage(routeIds).join(' ')}" data-intro-playback="${introPlayback}"></script>`

  return (page: RenderedPage): string => {
    const bodyEnd = page.html.lastIndexOf('</body>')
    if (bodyEnd < 0) throw new Error('A rendered page has no </body>')
    const scripts = `${jsonDataBlock(STATE_ELEMENT_ID, page.state)}${starter(page.routeIds)}`
    return `${page.html.slice(0, bodyEnd)}${scripts}${page.html.slice(bodyEnd)}`
  }
}

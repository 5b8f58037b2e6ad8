import type { RenderedPage } from '../../entry-server'
import { appShellHtml } from '../../features/shell/app-shell-html'
import { SERVER_RENDERED_ATTRIBUTE, STATE_ELEMENT_ID } from '../../lib/server-rendered-state'
import { jsonDataBlock } from './json-data-block'
import type { StartUpFiles } from './start-up-files'

/** `<title>`, `<meta>` and `<link>` that React writes ahead of a page's markup, for the head. */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)*/
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/** The built scripts a rendered page names: src/start-app.ts, and the intro splash's playback it may import. */
export interface PageScripts {
  startApp: string
  introPlayback: string
}

/**
 * The built index.html, made ready for pages the server renders: the page's markup replaces the app
 * shell, its data follows it as a JSON data block, and the scripts start from `startApp`
 * (src/start-app.ts) once the page has painted, so nothing competes with the first paint on a slow
 * signal.
 */
export function createPageTemplate(
  indexHtml: string,
  { startApp, introPlayback }: PageScripts,
  startUpFiles: StartUpFiles,
) {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1]
  if (!entry) throw new Error('The built index.html has no entry script')
  const shell = appShellHtml()
  if (!indexHtml.includes(shell)) throw new Error('The built index.html has no app shell to replace')
  if (!/<html\b/.test(indexHtml)) throw new Error('The built index.html has no <html> element')
  const withoutScripts = indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html\b/, `<html ${SERVER_RENDERED_ATTRIBUTE}="server"`)
  // The files the app needs on this page, which src/start-app.ts asks for side by side when it starts
  // the app; not announced in the head, where they would take bandwidth from the page's pictures.
  const starter = (routeIds: readonly string[]) =>
    `<script type="module" src="${startApp}" data-entry="${entry}" data-start-up="${startUpFiles.forPage(routeIds).join(' ')}" data-intro-playback="${introPlayback}"></script>`

  return (page: RenderedPage): string => {
    const head = LEADING_HEAD_ELEMENTS.exec(page.html)?.[0] ?? ''
    const body = page.html.slice(head.length)
    const titles = head.match(/<title>[\s\S]*?<\/title>/g) ?? []
    const otherHead = head.replace(/<title>[\s\S]*?<\/title>/g, '')
    let html = withoutScripts
    const title = titles.at(-1)
    if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => title)
    return html
      .replace('</head>', () => `${otherHead}</head>`)
      .replace(shell, () => body)
      .replace(
        '</body>',
        () => `${jsonDataBlock(STATE_ELEMENT_ID, page.state)}${starter(page.routeIds)}</body>`,
      )
  }
}

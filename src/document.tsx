import type { ReactNode } from 'react'
import { SERVER_RENDERED_ATTRIBUTE } from './lib/server-rendered-state'

/**
 * A page the server renders, as a whole document: React writes it on the server
 * (src/entry-server.tsx) and the browser hydrates `document` with it (src/start/router.tsx).
 * - `head` is the server's alone (the shop's head tags, the stylesheet, the run-time configuration):
 *   React leaves what it finds in the head when the browser renders none. Each page's title is its
 *   route's (`HeadContent`, src/routes/__root.tsx), which React puts in the head on both sides.
 * - `after` follows the app in the body: the router's scripts on the server, a mark that the app has
 *   taken the page over in the browser. One element on either side: React's `useId` numbers a part
 *   by its place among its siblings at every level above it, so both sides must branch alike on the
 *   way to the app for a part mounted later (another tab's panel) to match the ids the server wrote
 *   (tests/e2e/reviews.spec.ts finds an own-label page's Reviews panel by its tab's id).
 */
export function Document({
  head,
  children,
  after,
}: {
  head?: ReactNode
  children: ReactNode
  after: ReactNode
}) {
  const rendered = { [SERVER_RENDERED_ATTRIBUTE]: 'server' }
  return (
    <html lang="en" {...rendered}>
      <head>{head}</head>
      <body>
        <div id="root">{children}</div>
        {after}
      </body>
    </html>
  )
}

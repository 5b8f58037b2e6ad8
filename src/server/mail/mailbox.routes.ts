import { randomBytes, timingSafeEqual } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import type { Db } from '../db/client'
import { localMailbox, meta } from '../db/schema'
import { HttpError } from '../http/errors'
import { isUuid } from '../http/uuid'

const KEY_META = 'local-mailbox-key'
/** The newest messages the list shows. */
const LIST_LIMIT = 200

/**
 * The key in the local mailbox's address: made once per database, so the address printed at start-up
 * stays the same across restarts and server processes, and nobody who did not see it can read the mail.
 */
export async function localMailboxKey(db: Db): Promise<string> {
  await db
    .insert(meta)
    .values({ key: KEY_META, value: randomBytes(16).toString('hex') })
    .onConflictDoNothing({ target: meta.key })
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY_META))
  if (!row) throw new Error('The local mailbox key was not stored')
  return row.value
}

function sameKey(given: string | undefined, key: string) {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The local mailbox, served only when no SMTP server is set: the list of delivered messages, newest
 * first, and each message as the recipient would see it. Mount at `/api/dev/mailbox` (under /api, the
 * service worker leaves these pages to the server). Every address carries `?key=`.
 */
export function mailboxRoutes(deps: { db: Db; key: string }) {
  const { db, key } = deps
  return new Hono()
    .use(async (c, next) => {
      if (!sameKey(c.req.query('key'), key))
        throw new HttpError(404, 'not_found', `No route for GET ${c.req.path}`)
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .get('/', async (c) => {
      const messages = await db
        .select({
          id: localMailbox.id,
          recipient: localMailbox.recipient,
          subject: localMailbox.subject,
          createdAt: localMailbox.createdAt,
        })
        .from(localMailbox)
        .orderBy(desc(localMailbox.createdAt))
        .limit(LIST_LIMIT)
      const rows = messages.map(
        (m) =>
          html`<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${m.recipient}</td><td><a href="${c.req.path.replace(/\/$/, '')}/${m.id}?key=${key}">${m.subject}</a></td></tr>`,
      )
      return c.html(
        html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local mailbox</title></head>
<body style="font-family:system-ui,sans-serif;margin:1rem">
<h1>Local mailbox</h1>
<p>Mail the shop sent while no SMTP_URL is set (${messages.length} shown, newest first).</p>
${messages.length === 0 ? html`<p>No mail yet.</p>` : html`<table cellpadding="6"><thead><tr><th align="left">Sent (UTC)</th><th align="left">To</th><th align="left">Subject</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`,
      )
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id')
      const [message] = isUuid(id) ? await db.select().from(localMailbox).where(eq(localMailbox.id, id)) : []
      if (!message)
        throw new HttpError(404, 'mail_not_found', 'There is no such message in the local mailbox.')
      if (c.req.query('format') === 'text') return c.text(message.text)
      // The message's own HTML, as a mail app would show it; made by the shop's templates.
      return c.html(raw(message.html))
    })
}

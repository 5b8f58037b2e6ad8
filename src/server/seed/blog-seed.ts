import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { sanitizeStoryHtml } from '../blog/story-html'
import type { Db } from '../db/client'
import { blogPosts, meta } from '../db/schema'
import type { Logger } from '../logger'
import { type BlogStorySeed, blogStories } from './blog-stories'
import { readMetaValue } from './seed'

export const BLOG_SEED_KEY = 'blog_seed'
// Not the catalogue's lock: the two seeds are independent and may run side by side.
const BLOG_SEED_LOCK_ID = 7_310_423

/**
 * Stores the blog stories, their HTML sanitised, unless the database already holds exactly these.
 * Kept apart from the catalogue seed, so a new story never reseeds the catalogue.
 */
export async function seedBlogStories(
  db: Db,
  options: { stories?: readonly BlogStorySeed[]; logger?: Logger } = {},
): Promise<{ seeded: boolean }> {
  const rows = (options.stories ?? blogStories).map((story) => ({
    ...story,
    content: sanitizeStoryHtml(story.content.trim()),
  }))
  // The version is a fingerprint of what would be stored: editing a story or the sanitiser reseeds.
  const wanted = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16)
  if ((await readMetaValue(db, BLOG_SEED_KEY)) === wanted) return { seeded: false }

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_SEED_LOCK_ID})`)
    if ((await readMetaValue(tx, BLOG_SEED_KEY)) === wanted) return false
    await tx.delete(blogPosts)
    if (rows.length > 0) await tx.insert(blogPosts).values(rows)
    await tx
      .insert(meta)
      .values({ key: BLOG_SEED_KEY, value: wanted })
      .onConflictDoUpdate({ target: meta.key, set: { value: wanted } })
    return true
  })
  if (seeded) options.logger?.info({ stories: rows.length }, 'blog stories seeded')
  return { seeded }
}

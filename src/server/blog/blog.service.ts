import { desc } from 'drizzle-orm'
import { type BlogStory, FEATURED_STORY_COUNT } from '../../shared/home/blog'
import type { Db } from '../db/client'
import { blogPosts } from '../db/schema'

/** The home page's stories, newest first; their HTML was sanitised when it was stored. */
export async function listFeaturedBlogStories(db: Db): Promise<BlogStory[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(FEATURED_STORY_COUNT)
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }))
}

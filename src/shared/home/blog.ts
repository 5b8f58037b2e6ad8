import * as z from 'zod/mini'

/** A blog story as the home page shows it. */
export const blogStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** A same-origin image URL (generated artwork; no network needed). */
  image: z.string(),
  /** Minutes. */
  readTime: z.number(),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** The full story as HTML, sanitised by the server. */
  content: z.string(),
})

export type BlogStory = z.output<typeof blogStorySchema>

/** `GET /api/blog/featured`: the featured stories, newest first. */
export const featuredStoriesReplySchema = z.array(blogStorySchema)

/** How many stories the home page shows. */
export const FEATURED_STORY_COUNT = 4

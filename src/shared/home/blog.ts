/** A blog story, as `GET /api/blog/featured` answers it (newest first). */
export interface BlogStory {
  id: string
  title: string
  excerpt: string
  /** A same-origin image URL (generated artwork; no network needed). */
  image: string
  /** Minutes. */
  readTime: number
  /** ISO 8601. */
  publishedAt: string
  /** The full story as HTML, sanitised by the server. */
  content: string
}

/** How many stories the home page shows. */
export const FEATURED_STORY_COUNT = 4

import { Hono } from 'hono'
import type { Db } from '../db/client'
import { listFeaturedBlogStories } from './blog.service'

/** The home page's blog stories. Mount with `app.route('/api/blog', blogRoutes(deps))`. */
export function blogRoutes(deps: { db: Db }) {
  return new Hono().get('/featured', async (c) => c.json(await listFeaturedBlogStories(deps.db)))
}

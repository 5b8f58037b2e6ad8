import { Hono } from 'hono'
import { z } from 'zod'
import type { Db } from '../db/client'
import { HttpError } from '../http/errors'
import { findOwnProductBySlug, listFeaturedOwnProducts, listOwnProducts } from './products.service'

const productSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/)

/** The own API's products. Mount with `app.route('/api/products', productRoutes(deps))`. */
export function productRoutes(deps: { db: Db }) {
  return new Hono()
    .get('/', async (c) => c.json(await listOwnProducts(deps.db)))
    .get('/featured', async (c) => c.json(await listFeaturedOwnProducts(deps.db)))
    .get('/:slug', async (c) => {
      const slug = productSlugSchema.safeParse(c.req.param('slug'))
      if (!slug.success) {
        throw new HttpError(
          400,
          'invalid_slug',
          'A product slug is 1 to 200 characters of lowercase letters, digits and hyphens.',
        )
      }
      const product = await findOwnProductBySlug(deps.db, slug.data)
      if (!product) throw new HttpError(404, 'not_found', `No product has the slug "${slug.data}".`)
      return c.json(product)
    })
}

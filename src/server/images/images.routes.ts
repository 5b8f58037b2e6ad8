import { Hono } from 'hono'
import { z } from 'zod'
import { HttpError } from '../http/errors'
import { parseArtworkFile, renderArtwork } from './artwork'

const DEFAULT_WIDTH = 800
const CACHE_LIMIT = 2000

// Like Shopify's CDN `width` parameter; the artwork is square, so it sets both sides.
const widthSchema = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(16).max(2048))
  .optional()

/**
 * Generated product artwork (DECISIONS.md §2): `GET /products/{artwork}-{colour}-{n}.svg[?width=]`.
 * Mount with `app.route('/images', imageRoutes())`.
 */
export function imageRoutes() {
  const cache = new Map<string, string>()

  return new Hono().get('/products/:file', (c) => {
    const file = c.req.param('file')
    const width = widthSchema.safeParse(c.req.query('width'))
    if (!width.success) {
      throw new HttpError(400, 'invalid_width', 'width must be a whole number of pixels from 16 to 2048.')
    }
    const size = width.data ?? DEFAULT_WIDTH
    const key = `${file}@${size}`
    let svg = cache.get(key)
    if (svg === undefined) {
      const artwork = parseArtworkFile(file)
      if (!artwork) throw new HttpError(404, 'image_not_found', `No product image named ${file}.`)
      svg = renderArtwork(artwork, size)
      if (cache.size >= CACHE_LIMIT) {
        const oldest = cache.keys().next().value
        if (oldest !== undefined) cache.delete(oldest)
      }
      cache.set(key, svg)
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
}

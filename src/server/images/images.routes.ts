import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { HttpError } from '../http/errors'
import { parseArtworkFile, renderArtwork } from './artwork'
import { parseBlogArtworkFile, renderBlogArtwork } from './blog-artwork'
import { renderBrandArtwork } from './brand-artwork'

const DEFAULT_WIDTH = 800
const CACHE_LIMIT = 2000

// Like Shopify's CDN `width` parameter; the height follows the artwork (square, or 16:9 for the blog).
const widthSchema = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(16).max(2048))
  .optional()

/**
 * Generated artwork (docs/decisions/0005-data-owners-and-emulator.md):
 * `GET /products/{artwork}-{colour}-{n}.svg[?width=]`, the blog
 * stories' `GET /blog/{id}.svg[?width=]` and the store's logo, `GET /brand/logo.svg[?width=]`. Mount with `app.route('/images', imageRoutes())`.
 */
export function imageRoutes() {
  const cache = new Map<string, string>()

  /** Answers the SVG `render` draws at the requested width, or a JSON 404 when it draws nothing. */
  const serveSvg = (c: Context, key: string, render: (width: number) => string | null, missing: string) => {
    const width = widthSchema.safeParse(c.req.query('width'))
    if (!width.success) {
      throw new HttpError(400, 'invalid_width', 'width must be a whole number of pixels from 16 to 2048.')
    }
    const size = width.data ?? DEFAULT_WIDTH
    const sizedKey = `${key}@${size}`
    let svg = cache.get(sizedKey)
    if (svg === undefined) {
      const drawn = render(size)
      if (drawn === null) throw new HttpError(404, 'image_not_found', missing)
      svg = drawn
      if (cache.size >= CACHE_LIMIT) {
        const oldest = cache.keys().next().value
        if (oldest !== undefined) cache.delete(oldest)
      }
      cache.set(sizedKey, svg)
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  }

  return new Hono()
    .get('/products/:file', (c) => {
      const file = c.req.param('file')
      return serveSvg(
        c,
        `products/${file}`,
        (size) => {
          const artwork = parseArtworkFile(file)
          return artwork ? renderArtwork(artwork, size) : null
        },
        `No product image named ${file}.`,
      )
    })
    .get('/blog/:file', (c) => {
      const file = c.req.param('file')
      return serveSvg(
        c,
        `blog/${file}`,
        (size) => {
          const id = parseBlogArtworkFile(file)
          return id ? renderBlogArtwork(id, size) : null
        },
        `No blog image named ${file}.`,
      )
    })
    .get('/brand/:file', (c) => {
      const file = c.req.param('file')
      return serveSvg(
        c,
        `brand/${file}`,
        (size) => renderBrandArtwork(file, size),
        `No brand image named ${file}.`,
      )
    })
}

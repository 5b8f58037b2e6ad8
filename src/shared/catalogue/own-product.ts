import * as z from 'zod/mini'

/**
 * An own-label product as `GET /api/products`, `/api/products/featured` and `/api/products/{slug}`
 * answer it. The id comes as a number and is read as text; a missing description reads as ''.
 */
export const ownProductSchema = z.object({
  id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  slug: z.string(),
  name: z.string(),
  description: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((text) => text ?? ''),
  ),
  price: z.string(),
  compareAtPrice: z.optional(z.nullable(z.string())),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
})

export type OwnProduct = z.output<typeof ownProductSchema>

/** `GET /api/products` and `GET /api/products/featured`. */
export const ownProductsReplySchema = z.array(ownProductSchema)

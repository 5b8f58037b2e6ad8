import * as z from 'zod/mini'

/**
 * An own-label product as `GET /api/products`, `/api/products/featured` and `/api/products/{slug}`
 * answer it, with its sizes, colours and review summary. The id comes as a number and is read as
 * text; a missing description reads as ''.
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
  /** The sizes it comes in, smallest first; none for what is not sized (a bag, a whip). */
  sizes: z.array(z.string()),
  /** The colours it comes in ("Black", "Oxblood"), at least one. */
  colors: z.array(z.string()),
  /** The average of its reviews (one decimal), or null when nobody has reviewed it. */
  rating: z.nullable(z.number()),
  reviewCount: z.number(),
})

export type OwnProduct = z.output<typeof ownProductSchema>

/** `GET /api/products` and `GET /api/products/featured`. */
export const ownProductsReplySchema = z.array(ownProductSchema)

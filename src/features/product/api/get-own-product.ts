import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { isApiErrorWithStatus } from '../../../lib/api/api-error'
import { getQueryFn } from '../../../lib/api/api-request'

/** A single product is stale after 5 minutes, kept 15. */
const STALE_TIME_MS = 5 * 60 * 1000
const GC_TIME_MS = 15 * 60 * 1000

/** An own-API product, checked at the boundary: a reply of another shape is a load failure. */
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

export type OwnProduct = z.infer<typeof ownProductSchema>

const readJson = getQueryFn({ on401: 'throw' })

/**
 * `GET /api/products/{slug}`. No such slug reads as null rather than an error: the product page
 * shows "Product Not Found" for it, and the answer is cached like any other. The server refuses a
 * slug that cannot exist (bad characters) with 400, which means the same.
 */
export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['/api/products', slug],
    queryFn: async (context): Promise<OwnProduct | null> => {
      try {
        return ownProductSchema.parse(await readJson(context))
      } catch (error) {
        if (isApiErrorWithStatus(error, 400, 404)) return null
        throw error
      }
    },
    enabled: slug !== '',
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
  })
}

export function useOwnProduct(slug: string) {
  return useQuery(productQueryOptions(slug))
}

import { print } from '@0no-co/graphql.web'
import { z } from 'zod'
import { graphql } from '../../lib/storefront/graphql'
import { HttpError } from '../http/errors'
import { askStore, type StoreOptions } from '../store/ask-store'

export const REVIEWED_PRODUCT_QUERY = graphql(`
  query ReviewedProduct($handle: String!) {
    product(handle: $handle) {
      id
    }
  }
`)
/** Sent as written: this request goes through fetch, not urql. */
const REVIEWED_PRODUCT_TEXT = print(REVIEWED_PRODUCT_QUERY)

const responseSchema = z.object({
  data: z.object({ product: z.object({ id: z.string() }).nullable() }).nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
})

function storeUnavailable() {
  return new HttpError(
    503,
    'store_unavailable',
    'We could not reach the store to find this product. Please try again in a moment.',
  )
}

/**
 * Whether the configured store (the endpoint and headers every part of the shop uses) has a product
 * with this handle. Throws a 503 HttpError when the store cannot be reached or answers with errors.
 */
export async function storeHasProduct(options: StoreOptions, handle: string): Promise<boolean> {
  const body = await askStore(options, REVIEWED_PRODUCT_TEXT, { handle }, storeUnavailable)
  const parsed = responseSchema.safeParse(body)
  if (!parsed.success || !parsed.data.data || (parsed.data.errors?.length ?? 0) > 0) throw storeUnavailable()
  return parsed.data.data.product !== null
}

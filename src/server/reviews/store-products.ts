import { print } from '@0no-co/graphql.web'
import { z } from 'zod'
import { createStorefrontConfig } from '../../lib/storefront/config'
import { graphql } from '../../lib/storefront/graphql'
import type { StorefrontSettings } from '../../shared/storefront-config'
import { HttpError } from '../http/errors'

/** A review must not hang on a slow store; past this the request fails with a 503 the client can retry. */
const STOREFRONT_TIMEOUT_MS = 5000

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
export async function storeHasProduct(
  options: { storefront: StorefrontSettings & { origin: string }; fetch?: typeof fetch },
  handle: string,
): Promise<boolean> {
  const store = createStorefrontConfig(options.storefront, { emulatorOrigin: options.storefront.origin })
  let body: unknown
  try {
    const response = await (options.fetch ?? fetch)(store.apiUrl, {
      method: 'POST',
      headers: store.headers,
      body: JSON.stringify({ query: REVIEWED_PRODUCT_TEXT, variables: { handle } }),
      signal: AbortSignal.timeout(STOREFRONT_TIMEOUT_MS),
    })
    if (!response.ok) throw storeUnavailable()
    body = await response.json()
  } catch (error) {
    throw error instanceof HttpError ? error : storeUnavailable()
  }
  const parsed = responseSchema.safeParse(body)
  if (!parsed.success || !parsed.data.data || (parsed.data.errors?.length ?? 0) > 0) throw storeUnavailable()
  return parsed.data.data.product !== null
}

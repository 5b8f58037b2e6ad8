import { print } from '@0no-co/graphql.web'
import { z } from 'zod'
import { graphql } from '../../lib/storefront/graphql'
import { amountToCents, centsToAmount } from '../../shared/money'
import { HttpError } from '../http/errors'
import { askStore, type StoreOptions } from '../store/ask-store'
import { type PricedProduct, shownVariantTitle } from './priced-product'

/** Shopify's cap on `nodes(ids:)`. */
const MAX_IDS_PER_REQUEST = 250

export const VARIANT_PRICES_QUERY = graphql(`
  query CartVariantPrices($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        price { amount currencyCode }
        compareAtPrice { amount }
        image { url }
        product { title handle featuredImage { url } }
      }
    }
  }
`)
/** Sent as written: this request goes through fetch, not urql. */
const VARIANT_PRICES_TEXT = print(VARIANT_PRICES_QUERY)

const amountSchema = z.string().regex(/^\d{1,9}(\.\d+)?$/)
const moneySchema = z.object({ amount: amountSchema })
const imageSchema = z.object({ url: z.string() }).nullish()
const variantSchema = z.object({
  id: z.string(),
  title: z.string(),
  availableForSale: z.boolean(),
  price: z.object({ amount: amountSchema, currencyCode: z.string().regex(/^[A-Z]{3}$/) }),
  compareAtPrice: moneySchema.nullish(),
  image: imageSchema,
  product: z.object({ title: z.string(), handle: z.string(), featuredImage: imageSchema }),
})
const responseSchema = z.object({
  // An id of another type comes back as {} (the inline fragment does not apply); null when it names nothing.
  data: z.object({ nodes: z.array(z.union([variantSchema, z.strictObject({}), z.null()])) }).nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
})

function storeUnavailable() {
  return new HttpError(
    503,
    'store_unavailable',
    'We could not reach the store to check prices. Please try again in a moment.',
  )
}

/** Storefront MoneyV2 amounts ("129.9") as the shop's 2-decimal strings ("129.90"). */
function twoDecimals(amount: string): string {
  return centsToAmount(amountToCents(amount))
}

/**
 * Prices storefront variants by asking the configured store's Storefront API (the endpoint and
 * headers every part of the shop uses), at most 250 per request. Throws a 503 HttpError when the
 * store cannot be reached or answers with errors: without a price nothing can be added or ordered.
 */
export async function priceVariantsFromStore(
  options: StoreOptions,
  gids: readonly string[],
): Promise<Map<string, PricedProduct>> {
  const priced = new Map<string, PricedProduct>()
  for (let start = 0; start < gids.length; start += MAX_IDS_PER_REQUEST) {
    const ids = gids.slice(start, start + MAX_IDS_PER_REQUEST)
    const body = await askStore(options, VARIANT_PRICES_TEXT, { ids }, storeUnavailable)
    const parsed = responseSchema.safeParse(body)
    const nodes = parsed.data?.data?.nodes
    if (!nodes || nodes.length !== ids.length || (parsed.data?.errors?.length ?? 0) > 0)
      throw storeUnavailable()
    // `nodes` answers in the order of `ids`.
    for (const [index, node] of nodes.entries()) {
      const gid = ids[index]
      if (!gid || !node || !('id' in node)) continue
      priced.set(gid, {
        name: node.product.title,
        price: twoDecimals(node.price.amount),
        currencyCode: node.price.currencyCode,
        compareAtPrice: node.compareAtPrice ? twoDecimals(node.compareAtPrice.amount) : null,
        images: [node.image?.url ?? node.product.featuredImage?.url].filter((url) => url !== undefined),
        href: `/product/${node.product.handle}`,
        variantTitle: shownVariantTitle(node.title),
        availableForSale: node.availableForSale,
      })
    }
  }
  return priced
}

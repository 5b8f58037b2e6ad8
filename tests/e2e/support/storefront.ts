import type { APIRequestContext } from '@playwright/test'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../../src/shared/storefront-config'

/** Asks the running emulator directly, so tests pick real products instead of hard-coding them. */
export async function storefrontQuery<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post('/api/2026-04/graphql.json', {
    headers: { 'X-Shopify-Storefront-Access-Token': DEFAULT_STOREFRONT_PUBLIC_TOKEN },
    data: { query, variables },
  })
  if (!response.ok()) throw new Error(`Storefront answered ${response.status()}`)
  const body = (await response.json()) as { data: T }
  return body.data
}

/** The first product matching a search that has at least `minImages` images (1 unless a test needs more). */
export async function findProductHandle(request: APIRequestContext, search: string, minImages = 1) {
  const data = await storefrontQuery<{
    products: { edges: { node: { handle: string; title: string; images: { edges: unknown[] } } }[] }
  }>(
    request,
    'query($q: String) { products(first: 50, query: $q) { edges { node { handle title images(first: 10) { edges { node { id } } } } } } }',
    { q: search },
  )
  const node = data.products.edges.map((e) => e.node).find((n) => n.images.edges.length >= minImages)
  if (!node) throw new Error(`No product matching ${search} has ${minImages} images`)
  return { handle: node.handle, title: node.title, imageCount: node.images.edges.length }
}

interface Listed {
  handle: string
  title: string
  variants: { edges: { node: { availableForSale: boolean; selectedOptions: { name: string }[] } }[] }
}

/** A buyable product with several sizes, and one with a single variant, from the running store. */
export async function sizedAndSingleProducts(request: APIRequestContext) {
  const data = await storefrontQuery<{ products: { edges: { node: Listed }[] } }>(
    request,
    `{ products(first: 250, query: "available_for_sale:true") { edges { node {
      handle title variants(first: 10) { edges { node { availableForSale selectedOptions { name } } } }
    } } } }`,
  )
  const nodes = data.products.edges.map((e) => e.node)
  const sized = nodes.find(
    (n) =>
      n.variants.edges.length > 1 &&
      n.variants.edges.some(
        (v) => v.node.availableForSale && v.node.selectedOptions.some((o) => o.name === 'Size'),
      ),
  )
  const single = nodes.find(
    (n) => n.variants.edges.length === 1 && n.variants.edges[0]?.node.availableForSale,
  )
  if (!sized || !single) throw new Error('The store has no sized or no single-variant product for sale')
  return { sized, single }
}

/** A store variant in stock, priced between `min` and `max` dollars, with its product's title. */
export async function variantInStock(request: APIRequestContext, min = 20, max = 90) {
  const data = await storefrontQuery<{
    products: {
      nodes: {
        title: string
        variants: {
          nodes: {
            id: string
            title: string
            quantityAvailable: number | null
            availableForSale: boolean
            price: { amount: string }
          }[]
        }
      }[]
    }
  }>(
    request,
    `query($q: String) { products(first: 50, query: $q, sortKey: BEST_SELLING) { nodes {
      title variants(first: 20) { nodes { id title quantityAvailable availableForSale price { amount } } } } } }`,
    { q: `available_for_sale:true variants.price:>=${min} variants.price:<=${max}` },
  )
  for (const product of data.products.nodes) {
    const variant = product.variants.nodes.find(
      (v) =>
        v.availableForSale &&
        (v.quantityAvailable ?? 0) >= 5 &&
        Number(v.price.amount) >= min &&
        Number(v.price.amount) <= max,
    )
    if (variant)
      return {
        gid: variant.id,
        title: product.title,
        variantTitle: variant.title,
        price: variant.price.amount,
      }
  }
  throw new Error(`The store has no variant in stock between $${min} and $${max}`)
}

/** Puts one of `variant` in the cart of the rider signed in on `request`'s cookies. */
export async function addVariantToCart(request: APIRequestContext, variant: { gid: string }, quantity = 1) {
  const added = await request.post('/api/cart', { data: { productId: variant.gid, quantity } })
  if (!added.ok()) throw new Error(`The cart refused ${variant.gid}: ${added.status()}`)
}

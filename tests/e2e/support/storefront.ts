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

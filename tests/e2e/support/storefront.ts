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

import type { APIRequestContext } from '@playwright/test'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../../../src/shared/storefront-defaults'

/** Asks the running emulator directly, so tests pick real products instead of hard-coding them. */
export async function storefrontQuery<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post('/api/2025-01/graphql.json', {
    headers: { 'X-Shopify-Storefront-Access-Token': DEFAULT_STOREFRONT_PUBLIC_TOKEN },
    data: { query, variables },
  })
  if (!response.ok()) throw new Error(`Storefront answered ${response.status()}`)
  const body = (await response.json()) as { data: T }
  return body.data
}

export async function findProductHandle(request: APIRequestContext, search: string) {
  const data = await storefrontQuery<{ products: { edges: { node: { handle: string; title: string } }[] } }>(
    request,
    'query($q: String) { products(first: 1, query: $q) { edges { node { handle title } } } }',
    { q: search },
  )
  const node = data.products.edges[0]?.node
  if (!node) throw new Error(`No product matches ${search}`)
  return node
}

/** A product with at least `count` images, for carousel tests. */
export async function findProductWithImages(request: APIRequestContext, search: string, count: number) {
  const data = await storefrontQuery<{
    products: { edges: { node: { handle: string; title: string; images: { edges: unknown[] } } }[] }
  }>(
    request,
    'query($q: String) { products(first: 50, query: $q) { edges { node { handle title images(first: 10) { edges { node { id } } } } } } }',
    {
      q: search,
    },
  )
  const node = data.products.edges.map((e) => e.node).find((n) => n.images.edges.length >= count)
  if (!node) throw new Error(`No product matching ${search} has ${count} images`)
  return { handle: node.handle, title: node.title, imageCount: node.images.edges.length }
}

import { userInputError } from './errors'
import { parseGid } from './gid'
import type { StorefrontContext } from './loaders'
import { loadMetafield } from './metafields.resolver'
import type { ResolverMap } from './schema'

/** Loads what a global id names; `__typename` tells graphql-js which `Node` type it is. */
async function loadNode(id: string, context: StorefrontContext) {
  const gid = parseGid(id)
  if (!gid) throw userInputError(`Invalid global id '${id}'`)
  switch (gid.type) {
    case 'Product': {
      const product = await context.loaders.product.load(gid.id)
      return product && { ...product, __typename: 'Product' as const }
    }
    case 'ProductVariant': {
      const variant = await context.loaders.variant.load(gid.id)
      return variant && { ...variant, __typename: 'ProductVariant' as const }
    }
    case 'Collection': {
      const collection = await context.loaders.collection.load(gid.id)
      return collection && { ...collection, __typename: 'Collection' as const }
    }
    case 'Metafield': {
      const metafield = await loadMetafield(gid.id, context)
      return metafield && { ...metafield, __typename: 'Metafield' as const }
    }
    default:
      return null
  }
}

export const nodeResolvers = {
  QueryRoot: {
    node: (_root: unknown, args: { id: string }, context) => loadNode(args.id, context),
    // More than 250 ids are refused before execution (input-size.ts).
    nodes: (_root: unknown, args: { ids: string[] }, context) =>
      Promise.all(args.ids.map((id) => loadNode(id, context))),
  },
} satisfies ResolverMap

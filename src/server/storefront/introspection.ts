import { minifyIntrospectionQuery } from '@urql/introspection'
import { introspectionFromSchema } from 'graphql'
import { storefrontSchema } from './schema'

/** The trimmed schema graphcache needs in the browser for partial results and offline reads. */
export function storefrontIntrospection() {
  return minifyIntrospectionQuery(introspectionFromSchema(storefrontSchema))
}

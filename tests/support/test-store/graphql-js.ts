/**
 * graphql-js, loaded the way Node loads it for `@graphql-tools/mock`. graphql 16 ships an ES build
 * and a CommonJS build; under Vitest our files would get the first while the mock library gets the
 * second, and neither recognises the other's schemas or errors. Every runtime use goes through here.
 */
import { createRequire } from 'node:module'

export const graphqlJs = createRequire(import.meta.url)('graphql') as typeof import('graphql')

import { print } from '@0no-co/graphql.web'
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql'
import { Kind, parse, print as printGraphQL } from 'graphql'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_SAVE_PAGE_QUERY } from '../../../../../src/features/offline/save-catalogue/catalogue-save-queries'
import { PRODUCT_BY_HANDLE_QUERY } from '../../../../../src/features/product/api/product-by-handle-query'

/** Every field path a selection reads, with its arguments, fragments spread in place. */
function fieldPaths(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  prefix = '',
): string[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value)
      return fragment ? fieldPaths(fragment.selectionSet, fragments, prefix) : []
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldPaths(selection.selectionSet, fragments, prefix)
    const args = (selection.arguments ?? [])
      .map((arg) => `${arg.name.value}:${printGraphQL(arg.value)}`)
      .join(',')
    const path = `${prefix}${selection.name.value}${args ? `(${args})` : ''}`
    return selection.selectionSet
      ? [path, ...fieldPaths(selection.selectionSet, fragments, `${path}.`)]
      : [path]
  })
}

function productFields(document: DocumentNode, pathToProduct: string[]): string[] {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  )
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  let set = operation?.selectionSet
  for (const name of pathToProduct) {
    const field = set?.selections.find((s) => s.kind === Kind.FIELD && s.name.value === name)
    set = field?.kind === Kind.FIELD ? field.selectionSet : undefined
  }
  if (!set) throw new Error(`No ${pathToProduct.join('.')} in the document`)
  return fieldPaths(set, fragments).sort()
}

describe('the catalogue save query', () => {
  it('asks for every field the product page reads, with the same arguments', () => {
    const productPage = productFields(parse(print(PRODUCT_BY_HANDLE_QUERY)), ['product'])
    const saved = productFields(parse(print(CATALOGUE_SAVE_PAGE_QUERY)), ['products', 'edges', 'node'])
    expect(productPage.length).toBeGreaterThan(20)
    expect(saved).toEqual(expect.arrayContaining(productPage))
  })
})

import {
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql'
import type { OperationResult } from 'urql'
import { readSavedProduct, type SavedProduct } from './saved-products'

type Fragments = Record<string, FragmentDefinitionNode>

/** The query's one root field when it is `product(handle: …)`, with the handle it asks for. */
function productByHandleField(result: OperationResult): { field: FieldNode; handle: string } | null {
  const { query, variables } = result.operation
  const operation = query.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )
  const fields = (operation?.selectionSet.selections ?? []).filter(
    (selection): selection is FieldNode =>
      selection.kind === Kind.FIELD && selection.name.value !== '__typename',
  )
  const [field] = fields
  if (fields.length !== 1 || !field || field.name.value !== 'product') return null
  const argument = field.arguments?.find((arg) => arg.name.value === 'handle')?.value
  const handle =
    argument?.kind === Kind.STRING
      ? argument.value
      : argument?.kind === Kind.VARIABLE
        ? (variables as Record<string, unknown> | undefined)?.[argument.name.value]
        : undefined
  return typeof handle === 'string' ? { field, handle } : null
}

/**
 * The saved product shaped as the query asks (aliases, fragments), or undefined when the query
 * asks for a field that was not saved: then it is not answered from the save at all.
 */
function project(value: unknown, selectionSet: SelectionSetNode, fragments: Fragments): unknown {
  if (value === null) return null
  if (Array.isArray(value)) {
    const items = value.map((item) => project(item, selectionSet, fragments))
    return items.includes(undefined) ? undefined : items
  }
  const source = value as SavedProduct
  const shaped: Record<string, unknown> = {}
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value
        const fieldValue = source[name]
        if (fieldValue === undefined) return false
        const projected = selection.selectionSet
          ? project(fieldValue, selection.selectionSet, fragments)
          : fieldValue
        if (projected === undefined) return false
        shaped[selection.alias?.value ?? name] = projected
        return true
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments[selection.name.value] : selection
      if (!fragment) return false
      const type = fragment.typeCondition?.name.value
      return type !== undefined && type !== source.__typename ? true : visit(fragment.selectionSet)
    })
  return visit(selectionSet) ? shaped : undefined
}

/**
 * The data a product page's query, which could not reach the storefront, gets from the catalogue
 * saved for offline; undefined for any other query and for a product never saved.
 */
export async function savedProductAnswer(
  result: OperationResult,
): Promise<{ [field: string]: unknown } | undefined> {
  const asked = productByHandleField(result)
  if (!asked) return undefined
  const saved = await readSavedProduct(asked.handle)
  if (saved === undefined) return undefined
  const fragments: Fragments = {}
  for (const definition of result.operation.query.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
  }
  const product = asked.field.selectionSet ? project(saved, asked.field.selectionSet, fragments) : undefined
  return product === undefined ? undefined : { [asked.field.alias?.value ?? 'product']: product }
}

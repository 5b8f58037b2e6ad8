import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  type NamedTypeNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql'
import { MAX_PAGE_SIZE } from './cursor'
import { StorefrontErrorCode } from './errors'

/**
 * The most a query may request. Shopify caps an Admin API query at 1000 and documents no cap for
 * the Storefront API; by its count the shop's own "save for offline" page (36 products with their
 * page fields, up to 100 variants each) requests 18,686 and a 100-card listing 1,202. The emulator
 * lets the shop's queries through and still refuses pages of pages such as 250 products × 250
 * variants (63,252).
 */
export const MAX_QUERY_COST = 20_000

const OBJECT_COST = 1
/** A connection costs 2 on top of its items; its edges and page info are part of those 2. */
const CONNECTION_COST = 2
const MUTATION_COST = 10

type VariableValues = Readonly<Record<string, unknown>>

const isConnection = (type: GraphQLCompositeType) => isObjectType(type) && type.name.endsWith('Connection')
/** Priced within their connection: an edge is its node's wrapper, the page info the connection's own. */
const isPartOfConnection = (type: GraphQLCompositeType) =>
  type.name === 'PageInfo' || (isObjectType(type) && type.name.endsWith('Edge') && 'node' in type.getFields())

/**
 * Shopify's requested query cost: every object 1, scalars and enums 0, a mutation field 10, and a
 * connection 2 plus `first` (or `last`) times the cost of one of its items (`edges { node }` or
 * `nodes`), so nested pages multiply. An interface or union costs its dearest possible type. A page
 * size outside 0..250 counts as 250: the connection refuses it anyway. `@skip`/`@include` are not
 * read (the cost is an upper bound), introspection is free.
 * The document must have passed validation (known fields, no fragment cycles).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: VariableValues,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  const root = schema.getRootType(operation.operation)
  if (!root) return 0
  return new CostCounter(schema, fragments, variables, operation.operation === 'mutation' ? root : null).cost(
    operation.selectionSet,
    root,
    0,
  )
}

class CostCounter {
  /** A fragment spread many times (or within spread fragments) is priced once per type and page size. */
  private readonly fragmentCosts = new Map<string, number>()

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: VariableValues,
    private readonly mutationType: GraphQLObjectType | null,
  ) {}

  /** `items` is how many items `type`'s `edges` and `nodes` hold, when `type` is a connection. */
  cost(selectionSet: SelectionSetNode, type: GraphQLCompositeType, items: number): number {
    if (!isAbstractType(type)) return this.objectCost(selectionSet, type, items)
    return Math.max(
      0,
      ...this.schema.getPossibleTypes(type).map((possible) => this.objectCost(selectionSet, possible, items)),
    )
  }

  private objectCost(selectionSet: SelectionSetNode, type: GraphQLObjectType, items: number): number {
    let total = 0
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += this.fieldCost(selection, type, items)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (this.applies(selection.typeCondition, type))
          total += this.objectCost(selection.selectionSet, type, items)
      } else {
        total += this.fragmentCost(selection.name.value, type, items)
      }
    }
    return total
  }

  private fragmentCost(name: string, type: GraphQLObjectType, items: number): number {
    const key = `${name} ${type.name} ${items}`
    let cost = this.fragmentCosts.get(key)
    if (cost === undefined) {
      const fragment = this.fragments.get(name)
      cost =
        fragment && this.applies(fragment.typeCondition, type)
          ? this.objectCost(fragment.selectionSet, type, items)
          : 0
      this.fragmentCosts.set(key, cost)
    }
    return cost
  }

  private applies(condition: NamedTypeNode | undefined, type: GraphQLObjectType): boolean {
    if (!condition) return true
    const conditionType = this.schema.getType(condition.name.value)
    if (!conditionType || !isCompositeType(conditionType)) return false
    return (
      conditionType === type || (isAbstractType(conditionType) && this.schema.isSubType(conditionType, type))
    )
  }

  private fieldCost(field: FieldNode, parent: GraphQLObjectType, items: number): number {
    const definition = parent.getFields()[field.name.value]
    // `__typename` and introspection fields are not fields of the type: free.
    if (!definition) return 0
    const own = parent === this.mutationType ? MUTATION_COST : 0
    const type = getNamedType(definition.type)
    if (!field.selectionSet || !isCompositeType(type)) return own
    if (isConnection(type)) {
      const size = this.pageSize(field)
      return own + CONNECTION_COST + this.cost(field.selectionSet, type, size)
    }
    const count =
      isConnection(parent) && (field.name.value === 'edges' || field.name.value === 'nodes') ? items : 1
    const objectCost = own > 0 || isPartOfConnection(type) ? 0 : OBJECT_COST
    return own + count * (objectCost + this.cost(field.selectionSet, type, 0))
  }

  /** `first` or `last` (the larger, if a client sends both), literal or variable, within 0..250. */
  private pageSize(field: FieldNode): number {
    let size = 0
    for (const argument of field.arguments ?? []) {
      if (argument.name.value !== 'first' && argument.name.value !== 'last') continue
      const value =
        argument.value.kind === Kind.INT
          ? Number(argument.value.value)
          : argument.value.kind === Kind.VARIABLE
            ? this.variables[argument.value.name.value]
            : null
      if (typeof value === 'number') size = Math.max(size, Math.min(Math.max(value, 0), MAX_PAGE_SIZE))
    }
    return size
  }
}

/**
 * Refuses an operation whose requested cost exceeds `maxCost`, with Shopify's message and code.
 * `variables` are the operation's coerced variable values.
 */
export function queryCostError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: VariableValues,
  maxCost: number = MAX_QUERY_COST,
): GraphQLError | null {
  const cost = queryCost(schema, document, operation, variables)
  if (cost <= maxCost) return null
  return new GraphQLError(
    `Query cost is ${cost}, which exceeds the single query max cost limit (${maxCost}).`,
    { extensions: { code: StorefrontErrorCode.maxCostExceeded, cost, maxCost } },
  )
}

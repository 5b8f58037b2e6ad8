import {
  astFromValue,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
} from 'graphql'

function kindOf(type: GraphQLNamedType): string {
  if (isScalarType(type)) return 'scalar'
  if (isObjectType(type)) return 'object'
  if (isInterfaceType(type)) return 'interface'
  if (isUnionType(type)) return 'union'
  if (isEnumType(type)) return 'enum'
  return 'input'
}

/** A default value as the SDL would print it; defaults are coerced values, so compare their literals. */
function printedDefault(value: { defaultValue: unknown; type: GraphQLInputType }): string {
  if (value.defaultValue === undefined) return '(none)'
  const ast = astFromValue(value.defaultValue, value.type)
  return ast ? print(ast) : '(none)'
}

type InputValue = GraphQLArgument | GraphQLInputField

const isRequired = (value: InputValue) => isNonNullType(value.type) && value.defaultValue === undefined

/**
 * Arguments (or input fields) of ours that theirs lacks or types differently, and required ones of
 * theirs that ours lacks: a request leaving one out is valid here and refused there.
 */
function inputValueExtras(
  noun: 'argument' | 'input field',
  label: string,
  ours: readonly InputValue[],
  theirs: readonly InputValue[],
): string[] {
  const extras: string[] = []
  const at = (name: string) => (noun === 'argument' ? `${label}(${name})` : `${label}.${name}`)
  const theirsByName = new Map(theirs.map((value) => [value.name, value]))
  for (const value of ours) {
    const their = theirsByName.get(value.name)
    const where = at(value.name)
    if (!their) {
      extras.push(`extra ${noun} ${where}`)
      continue
    }
    if (String(value.type) !== String(their.type)) {
      extras.push(`changed type ${where}: ${String(value.type)} here, ${String(their.type)} there`)
    } else if (printedDefault(value) !== printedDefault(their)) {
      extras.push(`changed default ${where}: ${printedDefault(value)} here, ${printedDefault(their)} there`)
    }
  }
  const ourNames = new Set(ours.map((value) => value.name))
  for (const their of theirs) {
    if (isRequired(their) && !ourNames.has(their.name))
      extras.push(`missing required ${noun} ${at(their.name)}`)
  }
  return extras
}

function fieldExtras(
  typeName: string,
  ours: Record<string, GraphQLField<unknown, unknown>>,
  theirs: Record<string, GraphQLField<unknown, unknown>>,
): string[] {
  const extras: string[] = []
  for (const field of Object.values(ours)) {
    const their = theirs[field.name]
    const where = `${typeName}.${field.name}`
    if (!their) {
      extras.push(`extra field ${where}`)
      continue
    }
    if (String(field.type) !== String(their.type)) {
      extras.push(`changed type ${where}: ${String(field.type)} here, ${String(their.type)} there`)
    }
    extras.push(...inputValueExtras('argument', where, field.args, their.args))
  }
  return extras
}

function typeExtras(ours: GraphQLNamedType, theirs: GraphQLNamedType): string[] {
  const name = ours.name
  if (kindOf(ours) !== kindOf(theirs)) {
    return [`changed kind ${name}: ${kindOf(ours)} here, ${kindOf(theirs)} there`]
  }
  if ((isObjectType(ours) && isObjectType(theirs)) || (isInterfaceType(ours) && isInterfaceType(theirs))) {
    const theirInterfaces = new Set(theirs.getInterfaces().map((type) => type.name))
    return [
      ...ours
        .getInterfaces()
        .filter((type) => !theirInterfaces.has(type.name))
        .map((type) => `extra interface ${name} implements ${type.name}`),
      ...fieldExtras(name, ours.getFields(), theirs.getFields()),
    ]
  }
  if (isInputObjectType(ours) && isInputObjectType(theirs)) {
    const extras = inputValueExtras(
      'input field',
      name,
      Object.values(ours.getFields()),
      Object.values(theirs.getFields()),
    )
    if (ours.isOneOf !== theirs.isOneOf) extras.push(`changed @oneOf ${name}`)
    return extras
  }
  if (isEnumType(ours) && isEnumType(theirs)) {
    const theirValues = new Set(theirs.getValues().map((value) => value.name))
    return ours
      .getValues()
      .filter((value) => !theirValues.has(value.name))
      .map((value) => `extra enum value ${name}.${value.name}`)
  }
  if (isUnionType(ours) && isUnionType(theirs)) {
    const theirMembers = new Set(theirs.getTypes().map((type) => type.name))
    return ours
      .getTypes()
      .filter((type) => !theirMembers.has(type.name))
      .map((type) => `extra union member ${name} = ${type.name}`)
  }
  return []
}

function directiveExtras(ours: GraphQLSchema, theirs: GraphQLSchema): string[] {
  const extras: string[] = []
  for (const directive of ours.getDirectives()) {
    const their = theirs.getDirective(directive.name)
    const where = `@${directive.name}`
    if (!their) {
      extras.push(`extra directive ${where}`)
      continue
    }
    for (const location of directive.locations) {
      if (!their.locations.includes(location)) extras.push(`extra directive location ${where} on ${location}`)
    }
    if (directive.isRepeatable && !their.isRepeatable) extras.push(`extra repeatable ${where}`)
    extras.push(...inputValueExtras('argument', where, directive.args, their.args))
  }
  return extras
}

/**
 * Everything `ours` offers that `theirs` does not, one readable line each (e.g. `extra enum value
 * ProductSortKeys.RATING`); empty when every request valid against `ours` has the same meaning there.
 */
export function schemaExtras(ours: GraphQLSchema, theirs: GraphQLSchema): string[] {
  const extras: string[] = []
  const roots = [
    ['query', ours.getQueryType(), theirs.getQueryType()],
    ['mutation', ours.getMutationType(), theirs.getMutationType()],
    ['subscription', ours.getSubscriptionType(), theirs.getSubscriptionType()],
  ] as const
  for (const [operation, our, their] of roots) {
    if (our && our.name !== their?.name)
      extras.push(`changed ${operation} root: ${our.name} here, ${their?.name ?? 'none'} there`)
  }
  for (const type of Object.values(ours.getTypeMap())) {
    if (isIntrospectionType(type)) continue
    const their = theirs.getType(type.name)
    if (!their) extras.push(`extra type ${type.name}`)
    else extras.push(...typeExtras(type, their))
  }
  extras.push(...directiveExtras(ours, theirs))
  return extras
}

import type { StoreAttribute, StoreCartBuyer, StoreCartLine, StoreDeliveryAddress } from '../db/schema'
import { cartLineIdOf, newCartLineId, type StoreCartContents } from './cart-store'
import type { VariantRow } from './loaders'

/*
 * What each Cart API mutation does to a cart's contents, as Shopify does it, or the `CartUserError`s
 * that refuse it: a refused change changes nothing. Pure functions over the stored contents; the
 * variants the input names are looked up beforehand (`Merchandise`).
 */

/** The CartErrorCode values the emulator answers with (Shopify's names). */
export type CartErrorCode = 'INVALID' | 'INVALID_MERCHANDISE_LINE' | 'MAXIMUM_EXCEEDED' | 'CART_TOO_LARGE'

export interface CartUserError {
  /** The path to the input at fault (`["input", "lines", "0", "merchandiseId"]`), or null. */
  field: string[] | null
  message: string
  code: CartErrorCode
}

export type CartChange = StoreCartContents | CartUserError[]

export interface AttributeInput {
  key: string
  value: string
}

export interface CartLineInput {
  merchandiseId: string
  quantity?: number | null
  attributes?: AttributeInput[] | null
}

export interface CartLineUpdateInput {
  id: string
  merchandiseId?: string | null
  quantity?: number | null
  attributes?: AttributeInput[] | null
}

export interface CartBuyerIdentityInput {
  email?: string | null
  countryCode?: string | null
}

export interface CartDeliveryAddressInput {
  firstName?: string | null
  lastName?: string | null
  address1?: string | null
  address2?: string | null
  city?: string | null
  provinceCode?: string | null
  countryCode?: string | null
  zip?: string | null
}

export interface CartDeliveryInput {
  addresses?:
    | { address: { deliveryAddress?: CartDeliveryAddressInput | null }; selected?: boolean | null }[]
    | null
}

export interface CartInput {
  lines?: CartLineInput[] | null
  attributes?: AttributeInput[] | null
  buyerIdentity?: CartBuyerIdentityInput | null
  delivery?: CartDeliveryInput | null
  discountCodes?: string[] | null
  giftCardCodes?: string[] | null
  note?: string | null
}

/** The catalogue variant each merchandise id of the input names; null for none. */
export type Merchandise = ReadonlyMap<string, VariantRow | null>

/** The most lines a cart keeps. */
const MAX_CART_LINES = 500
/** The most of one thing a line holds: far beyond any order, and totals stay exact in cents. */
export const MAX_LINE_QUANTITY = 999_999
/** Attributes, a note and codes are free text; a cart's stored size has a bound all the same. */
const MAX_CART_CHARS = 256 * 1024
/** Something that reads as an address (the checkout asks for the email again and checks it). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MAX_EMAIL_LENGTH = 254

function userError(
  field: readonly (string | number)[] | null,
  message: string,
  code: CartErrorCode,
): CartUserError {
  return { field: field ? field.map(String) : null, message, code }
}

/** A new cart's contents before its input. */
function emptyCartContents(): StoreCartContents {
  return {
    lines: [],
    buyerIdentity: { email: null, countryCode: null, deliveryAddress: null },
    attributes: [],
    discountCodes: [],
    giftCardCodes: [],
    note: null,
  }
}

/** Attributes as kept: one per key, the last value given for it winning. */
function normaliseAttributes(attributes: readonly AttributeInput[]): StoreAttribute[] {
  const byKey = new Map<string, string>()
  for (const { key, value } of attributes) byKey.set(key, value)
  return [...byKey].map(([key, value]) => ({ key, value }))
}

/** Codes as kept: trimmed, blanks dropped, each once whatever its case (Shopify's codes ignore case). */
function normaliseCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>()
  return codes
    .map((code) => code.trim())
    .filter((code) => {
      const key = code.toUpperCase()
      if (!code || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** Lines of the same variant with the same attributes are one line, as at Shopify. */
function lineKey(variantId: number, attributes: readonly StoreAttribute[]): string {
  const sorted = [...attributes].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return JSON.stringify([variantId, sorted])
}

function isUserError(value: object): value is CartUserError {
  return 'code' in value && 'message' in value
}

/** The variant `id` names if it can go in a cart (it must exist and be on sale), else why not. */
function checkedVariant(
  id: string,
  merchandise: Merchandise,
  path: readonly (string | number)[],
): VariantRow | CartUserError {
  const variant = merchandise.get(id)
  if (!variant) return userError(path, `The merchandise with id ${id} does not exist.`, 'INVALID')
  if (!variant.availableForSale)
    return userError(path, `The merchandise with id ${id} is sold out.`, 'INVALID')
  return variant
}

function quantityError(quantity: number, path: readonly (string | number)[]): CartUserError | null {
  if (quantity < 1) return userError(path, 'The quantity must be at least 1.', 'INVALID')
  if (quantity > MAX_LINE_QUANTITY)
    return userError(path, `The quantity must be at most ${MAX_LINE_QUANTITY}.`, 'MAXIMUM_EXCEEDED')
  return null
}

/** Refuses contents that are more than a cart holds. */
function withinLimits(contents: StoreCartContents): CartChange {
  if (contents.lines.length > MAX_CART_LINES || JSON.stringify(contents).length > MAX_CART_CHARS)
    return [userError(null, 'The cart is too large to save.', 'CART_TOO_LARGE')]
  return contents
}

/**
 * `cartLinesAdd`: each line added, or its quantity added to the line of the same variant and
 * attributes already there. `path` leads to the input's lines.
 */
export function addLines(
  contents: StoreCartContents,
  inputs: readonly CartLineInput[],
  merchandise: Merchandise,
  path: readonly string[] = ['lines'],
): CartChange {
  const lines = contents.lines.map((line) => ({ ...line }))
  const errors: CartUserError[] = []
  for (const [index, input] of inputs.entries()) {
    const at = [...path, index]
    const quantity = input.quantity ?? 1
    const variant = checkedVariant(input.merchandiseId, merchandise, [...at, 'merchandiseId'])
    if (isUserError(variant)) {
      errors.push(variant)
      continue
    }
    const badQuantity = quantityError(quantity, [...at, 'quantity'])
    if (badQuantity) {
      errors.push(badQuantity)
      continue
    }
    const attributes = normaliseAttributes(input.attributes ?? [])
    const key = lineKey(variant.id, attributes)
    const same = lines.find((line) => lineKey(line.variantId, line.attributes) === key)
    if (!same) {
      lines.push({ id: newCartLineId(), variantId: variant.id, quantity, attributes })
      continue
    }
    const tooMany = quantityError(same.quantity + quantity, [...at, 'quantity'])
    if (tooMany) errors.push(tooMany)
    else same.quantity += quantity
  }
  return errors.length > 0 ? errors : withinLimits({ ...contents, lines })
}

/** Lines that came to be of the same variant and attributes, made one (the first keeps its id). */
function mergeLines(lines: readonly StoreCartLine[]): StoreCartLine[] {
  const byKey = new Map<string, StoreCartLine>()
  for (const line of lines) {
    const key = lineKey(line.variantId, line.attributes)
    const same = byKey.get(key)
    if (same) same.quantity += line.quantity
    else byKey.set(key, { ...line })
  }
  return [...byKey.values()]
}

/** One `CartLineUpdateInput` applied to `line`; null when its quantity 0 removes it. */
function updatedLine(
  line: StoreCartLine,
  input: CartLineUpdateInput,
  merchandise: Merchandise,
  at: readonly (string | number)[],
): StoreCartLine | CartUserError | null {
  if (input.quantity === 0) return null
  const variant = input.merchandiseId
    ? checkedVariant(input.merchandiseId, merchandise, [...at, 'merchandiseId'])
    : null
  if (variant && isUserError(variant)) return variant
  const quantity = input.quantity ?? line.quantity
  return (
    quantityError(quantity, [...at, 'quantity']) ?? {
      ...line,
      variantId: variant?.id ?? line.variantId,
      quantity,
      // Shopify keeps a line's attributes unless the update gives some (an empty list clears them).
      attributes: input.attributes ? normaliseAttributes(input.attributes) : line.attributes,
    }
  )
}

/**
 * `cartLinesUpdate`: each line's quantity, merchandise or attributes changed; a quantity of 0 removes
 * the line, as at Shopify.
 */
export function updateLines(
  contents: StoreCartContents,
  inputs: readonly CartLineUpdateInput[],
  merchandise: Merchandise,
): CartChange {
  const lines: (StoreCartLine | null)[] = [...contents.lines]
  const errors: CartUserError[] = []
  for (const [index, input] of inputs.entries()) {
    const at = ['lines', index]
    const id = cartLineIdOf(input.id)
    const position = lines.findIndex((line) => line !== null && line.id === id)
    const line = lines[position]
    if (!line) {
      errors.push(
        userError(
          [...at, 'id'],
          `The merchandise line with id ${input.id} does not exist.`,
          'INVALID_MERCHANDISE_LINE',
        ),
      )
      continue
    }
    const updated = updatedLine(line, input, merchandise, at)
    if (updated && isUserError(updated)) errors.push(updated)
    else lines[position] = updated
  }
  if (errors.length > 0) return errors
  const merged = mergeLines(lines.filter((line) => line !== null))
  if (merged.some((line) => line.quantity > MAX_LINE_QUANTITY))
    return [userError(['lines'], `The quantity must be at most ${MAX_LINE_QUANTITY}.`, 'MAXIMUM_EXCEEDED')]
  return withinLimits({ ...contents, lines: merged })
}

/** `cartLinesRemove`: every named line taken out, or none when one is not in the cart. */
export function removeLines(contents: StoreCartContents, lineIds: readonly string[]): CartChange {
  const present = new Set(contents.lines.map((line) => line.id))
  const errors = lineIds.flatMap((gid, index) => {
    const id = cartLineIdOf(gid)
    return id !== null && present.has(id)
      ? []
      : [
          userError(
            ['lineIds', index],
            `The merchandise line with id ${gid} does not exist.`,
            'INVALID_MERCHANDISE_LINE',
          ),
        ]
  })
  if (errors.length > 0) return errors
  const removed = new Set(lineIds.map(cartLineIdOf))
  return { ...contents, lines: contents.lines.filter((line) => !removed.has(line.id)) }
}

/**
 * `cartBuyerIdentityUpdate`: the fields the input gives replace the buyer's (null clears one); the
 * delivery address stays, as it is the cart's `delivery`, not the buyer's.
 */
export function setBuyerIdentity(
  contents: StoreCartContents,
  input: CartBuyerIdentityInput,
  path: readonly string[] = ['buyerIdentity'],
): CartChange {
  if (typeof input.email === 'string' && (input.email.length > MAX_EMAIL_LENGTH || !EMAIL.test(input.email)))
    return [userError([...path, 'email'], 'Email is invalid', 'INVALID')]
  const buyer: StoreCartBuyer = {
    ...contents.buyerIdentity,
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.countryCode !== undefined ? { countryCode: input.countryCode } : {}),
  }
  return { ...contents, buyerIdentity: buyer }
}

/** A delivery address as the stand-in checkout keeps it (the codes in the country and province fields). */
function storedAddress(input: CartDeliveryAddressInput): StoreDeliveryAddress {
  return {
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    city: input.city ?? null,
    province: input.provinceCode ?? null,
    zip: input.zip ?? null,
    country: input.countryCode ?? null,
  }
}

/**
 * `CartInput.delivery`: the address the checkout starts from, the one marked selected or else the
 * first. The emulator keeps that one address; its checkout asks for any other.
 */
function setDelivery(contents: StoreCartContents, delivery: CartDeliveryInput): StoreCartContents {
  const addresses = (delivery.addresses ?? []).flatMap((entry) =>
    entry.address.deliveryAddress
      ? [{ selected: entry.selected ?? false, address: entry.address.deliveryAddress }]
      : [],
  )
  const chosen = addresses.find((entry) => entry.selected) ?? addresses[0]
  const deliveryAddress = chosen ? storedAddress(chosen.address) : null
  return { ...contents, buyerIdentity: { ...contents.buyerIdentity, deliveryAddress } }
}

/** `cartDiscountCodesUpdate`: the codes replace the cart's (an empty list removes them all). */
export function setDiscountCodes(contents: StoreCartContents, codes: readonly string[]): CartChange {
  return withinLimits({ ...contents, discountCodes: normaliseCodes(codes) })
}

/** `cartGiftCardCodesUpdate`: the codes replace the cart's gift cards. */
export function setGiftCardCodes(contents: StoreCartContents, codes: readonly string[]): CartChange {
  return withinLimits({ ...contents, giftCardCodes: normaliseCodes(codes) })
}

/** `cartAttributesUpdate`: the attributes replace the cart's, as at Shopify. */
export function setAttributes(
  contents: StoreCartContents,
  attributes: readonly AttributeInput[],
): CartChange {
  return withinLimits({ ...contents, attributes: normaliseAttributes(attributes) })
}

/** `cartNoteUpdate`. */
export function setNote(contents: StoreCartContents, note: string): CartChange {
  return withinLimits({ ...contents, note })
}

/** `cartCreate`: a new cart's contents from its input, each part checked as its own mutation does. */
export function createContents(input: CartInput, merchandise: Merchandise): CartChange {
  let contents = emptyCartContents()
  const errors: CartUserError[] = []
  const apply = (change: CartChange) => {
    if (Array.isArray(change)) errors.push(...change)
    else contents = change
  }
  apply(addLines(contents, input.lines ?? [], merchandise, ['input', 'lines']))
  if (input.buyerIdentity) apply(setBuyerIdentity(contents, input.buyerIdentity, ['input', 'buyerIdentity']))
  if (input.delivery) contents = setDelivery(contents, input.delivery)
  contents = {
    ...contents,
    attributes: normaliseAttributes(input.attributes ?? []),
    discountCodes: normaliseCodes(input.discountCodes ?? []),
    giftCardCodes: normaliseCodes(input.giftCardCodes ?? []),
    note: input.note ?? null,
  }
  return errors.length > 0 ? errors : withinLimits(contents)
}

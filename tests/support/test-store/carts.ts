/**
 * The Cart API as Shopify's Storefront schema defines it: carts of the test catalogue's variants,
 * kept in memory for as long as the store runs, each with a checkout URL on the store's own origin
 * (served by checkout-page.ts). Mutations answer Shopify's `userErrors` (nothing changes) and
 * `warnings` (the cart changed, not quite as asked) the way Shopify does.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { type TestProduct, type TestVariant, testCatalogue } from './catalogue'
import { money } from './money'
import { type ConnectionArgs, paginate } from './pagination'
import type { TestStoreContext } from './resolvers'

export interface CartAttribute {
  key: string
  value: string
}

/** A delivery address the buyer gave (`CartInput.delivery.addresses`), as the cart keeps it. */
export interface TestCartAddress {
  id: string
  selected: boolean
  oneTimeUse: boolean
  address: {
    firstName: string | null
    lastName: string | null
    company: string | null
    address1: string | null
    address2: string | null
    city: string | null
    provinceCode: string | null
    zip: string | null
    countryCode: string | null
    phone: string | null
  }
}

export interface TestCartLine {
  __typename: 'CartLine'
  /** `gid://shopify/CartLine/{uuid}?cart={token}`, as Shopify spells a line's id. */
  id: string
  /** Where the line sits in its cart: lines keep the order they were added in. */
  seq: number
  variant: TestVariant
  quantity: number
  attributes: CartAttribute[]
}

export interface TestCart {
  __typename: 'Cart'
  token: string
  /** `gid://shopify/Cart/{token}`. */
  id: string
  createdAt: string
  updatedAt: string
  note: string | null
  attributes: CartAttribute[]
  buyerIdentity: { email: string | null; phone: string | null; countryCode: string | null }
  addresses: TestCartAddress[]
  /** The codes as the buyer entered them; none is one the test store offers. */
  discountCodes: string[]
  giftCardCodes: string[]
  lines: TestCartLine[]
  /** The order the cart became (TestStore.placeOrder): a completed cart is no longer served. */
  orderId: number | null
}

/** The store's carts, by token. */
export interface TestCarts {
  readonly byToken: Map<string, TestCart>
  /** The cart a token, a cart id (`gid://shopify/Cart/…`) or a checkout URL names, completed or not. */
  find(reference: string): TestCart | undefined
  /** Numbers lines and delivery addresses across the store. */
  nextSeq(): number
}

export function createTestCarts(): TestCarts {
  const byToken = new Map<string, TestCart>()
  let seq = 0
  return {
    byToken,
    find: (reference) => {
      const token = cartTokenOf(reference)
      return token === null ? undefined : byToken.get(token)
    },
    nextSeq: () => ++seq,
  }
}

// ---- Ids ----

const CART_GID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)(\?.*)?$/
const CHECKOUT_PATH = /\/(?:checkouts\/cn|cart\/c)\/([A-Za-z0-9]+)/
const TOKEN = /^[A-Za-z0-9]+$/
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A cart token shaped like Shopify's: 24 letters and digits starting `hWN`. */
function newCartToken(): string {
  return `hWN${[...randomBytes(21)].map((byte) => BASE62[byte % 62]).join('')}`
}

/**
 * The token in a cart's id (`gid://shopify/Cart/{token}`, with or without `?key=…`), its checkout
 * URL (`…/checkouts/cn/{token}`), or a bare token; null for anything else.
 */
export function cartTokenOf(reference: string): string | null {
  const fromGid = CART_GID.exec(reference)
  if (fromGid) return fromGid[1] ?? null
  if (TOKEN.test(reference)) return reference
  try {
    return CHECKOUT_PATH.exec(new URL(reference).pathname)?.[1] ?? null
  } catch {
    return null
  }
}

/** The store's checkout page for a cart, on the origin the cart was asked for on. */
export const checkoutUrlOf = (origin: string, token: string) => `${origin}/checkouts/cn/${token}`

/** Shopify's DateTime: UTC to the second. */
export const dateTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

// ---- Errors and warnings ----

type CartErrorCode =
  | 'INVALID'
  | 'INVALID_MERCHANDISE_LINE'
  | 'INVALID_DELIVERY_ADDRESS_ID'
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  | 'TOO_MANY_DELIVERY_ADDRESSES'
  | 'NOTE_TOO_LONG'
  | 'CART_TOO_LARGE'
  | 'SELLING_PLAN_NOT_APPLICABLE'
  | 'PARENT_LINE_NOT_FOUND'
  | 'MAXIMUM_EXCEEDED'

export interface CartUserError {
  field: string[] | null
  message: string
  code: CartErrorCode
}

export interface CartWarning {
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK'
  message: string
  target: string
}

const NOTE_LIMIT = 5_000
const LINE_LIMIT = 500
const ADDRESS_LIMIT = 20
/** Shopify's cap on one line's quantity. */
const QUANTITY_LIMIT = 1_000_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

class Problems {
  readonly errors: CartUserError[] = []
  readonly warnings: CartWarning[] = []
  add(field: readonly (string | number)[] | null, message: string, code: CartErrorCode) {
    this.errors.push({ field: field ? field.map(String) : null, message, code })
  }
}

// ---- Inputs, as Shopify's schema defines them ----

interface AttributeInput {
  key: string
  value: string
}

interface CartLineInput {
  merchandiseId: string
  quantity?: number | null
  attributes?: readonly AttributeInput[] | null
  sellingPlanId?: string | null
  parent?: unknown
}

interface CartLineUpdateInput {
  id: string
  merchandiseId?: string | null
  quantity?: number | null
  attributes?: readonly AttributeInput[] | null
  sellingPlanId?: string | null
}

interface CartBuyerIdentityInput {
  email?: string | null
  phone?: string | null
  countryCode?: string | null
  customerAccessToken?: string | null
  companyLocationId?: string | null
  preferences?: unknown
}

interface CartDeliveryAddressInput {
  firstName?: string | null
  lastName?: string | null
  company?: string | null
  address1?: string | null
  address2?: string | null
  city?: string | null
  provinceCode?: string | null
  zip?: string | null
  countryCode?: string | null
  phone?: string | null
}

interface CartSelectableAddressInput {
  address: { deliveryAddress?: CartDeliveryAddressInput | null; copyFromCustomerAddressId?: string | null }
  selected?: boolean | null
  oneTimeUse?: boolean | null
}

interface CartInput {
  lines?: readonly CartLineInput[] | null
  attributes?: readonly AttributeInput[] | null
  buyerIdentity?: CartBuyerIdentityInput | null
  delivery?: { addresses?: readonly CartSelectableAddressInput[] | null } | null
  discountCodes?: readonly string[] | null
  giftCardCodes?: readonly string[] | null
  note?: string | null
  metafields?: unknown
}

// ---- Reading inputs ----

/** The catalogue's variant for a merchandise id, or null: the test store sells nothing else. */
function variantOf(merchandiseId: string): TestVariant | null {
  const node = testCatalogue.nodeById.get(merchandiseId.replace(/\?.*$/, ''))
  return node?.__typename === 'ProductVariant' ? node : null
}

export const productOfVariant = (variant: TestVariant) =>
  testCatalogue.nodeById.get(variant.productId) as TestProduct

/** Attributes with one value per key, the last given winning, as Shopify keeps them. */
function readAttributes(inputs: readonly AttributeInput[] | null | undefined): CartAttribute[] {
  const byKey = new Map<string, string>()
  for (const { key, value } of inputs ?? []) {
    byKey.delete(key)
    byKey.set(key, value)
  }
  return [...byKey].map(([key, value]) => ({ key, value }))
}

/** Codes without repeats (Shopify compares them ignoring case) or blanks, as entered. */
function readCodes(codes: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>()
  return (codes ?? [])
    .map((code) => code.trim())
    .filter((code) => {
      const key = code.toLowerCase()
      if (!code || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

function checkQuantity(quantity: number, field: readonly (string | number)[], problems: Problems, least = 1) {
  if (quantity < least) {
    problems.add(field, `The quantity must be at least ${least}.`, 'INVALID')
    return false
  }
  if (quantity > QUANTITY_LIMIT) {
    problems.add(field, `The quantity must be at most ${QUANTITY_LIMIT}.`, 'MAXIMUM_EXCEEDED')
    return false
  }
  return true
}

interface WantedLine {
  variant: TestVariant
  quantity: number
  attributes: CartAttribute[]
}

/** The lines asked for, each checked; an error for each one the store cannot take. */
function readLines(
  inputs: readonly CartLineInput[],
  path: readonly (string | number)[],
  problems: Problems,
): WantedLine[] {
  const wanted: WantedLine[] = []
  inputs.forEach((input, index) => {
    const at = [...path, index]
    const variant = variantOf(input.merchandiseId)
    if (!variant) {
      problems.add(
        [...at, 'merchandiseId'],
        `The merchandise with id ${input.merchandiseId} does not exist.`,
        'INVALID',
      )
      return
    }
    if (input.sellingPlanId) {
      problems.add(
        [...at, 'sellingPlanId'],
        'The selling plan is not applicable to the merchandise.',
        'SELLING_PLAN_NOT_APPLICABLE',
      )
      return
    }
    if (input.parent) {
      problems.add([...at, 'parent'], 'The parent line does not exist.', 'PARENT_LINE_NOT_FOUND')
      return
    }
    const quantity = input.quantity ?? 1
    if (!checkQuantity(quantity, [...at, 'quantity'], problems)) return
    wanted.push({ variant, quantity, attributes: readAttributes(input.attributes) })
  })
  return wanted
}

const sameAttributes = (a: readonly CartAttribute[], b: readonly CartAttribute[]) =>
  JSON.stringify([...a].sort((x, y) => x.key.localeCompare(y.key))) ===
  JSON.stringify([...b].sort((x, y) => x.key.localeCompare(y.key)))

/** Adds lines to a cart's, merging each into a line of the same variant and attributes, as Shopify does. */
function addLines(cart: TestCart, wanted: readonly WantedLine[], carts: TestCarts) {
  for (const line of wanted) {
    const same = cart.lines.find(
      (existing) => existing.variant === line.variant && sameAttributes(existing.attributes, line.attributes),
    )
    if (same) {
      same.quantity += line.quantity
      continue
    }
    cart.lines.push({
      __typename: 'CartLine',
      id: `gid://shopify/CartLine/${randomUUID()}?cart=${cart.token}`,
      seq: carts.nextSeq(),
      variant: line.variant,
      quantity: line.quantity,
      attributes: line.attributes,
    })
  }
}

/**
 * What Shopify does with stock when it changes a cart's lines: a sold-out variant's line is not
 * kept, and a tracked variant's quantity is cut to what is in stock (a variant sold on backorder
 * takes any quantity), each with a warning.
 */
function applyStock(cart: TestCart, problems: Problems) {
  cart.lines = cart.lines.filter((line) => {
    if (line.variant.availableForSale) return true
    problems.warnings.push({
      code: 'MERCHANDISE_OUT_OF_STOCK',
      message: 'The merchandise is out of stock.',
      target: line.variant.id,
    })
    return false
  })
  for (const line of cart.lines) {
    const { quantityAvailable, currentlyNotInStock } = line.variant
    if (currentlyNotInStock || line.quantity <= quantityAvailable) continue
    line.quantity = quantityAvailable
    problems.warnings.push({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: `Only ${quantityAvailable} items were added to your cart due to availability.`,
      target: line.id,
    })
  }
}

function readAddresses(
  inputs: readonly CartSelectableAddressInput[],
  path: readonly (string | number)[],
  problems: Problems,
  carts: TestCarts,
): TestCartAddress[] {
  if (inputs.length > ADDRESS_LIMIT) {
    problems.add(
      path,
      `A cart takes at most ${ADDRESS_LIMIT} delivery addresses.`,
      'TOO_MANY_DELIVERY_ADDRESSES',
    )
    return []
  }
  if (inputs.filter((input) => input.selected).length > 1) {
    problems.add(
      path,
      'Only one delivery address can be selected.',
      'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
    )
    return []
  }
  const addresses: TestCartAddress[] = []
  inputs.forEach((input, index) => {
    const given = input.address.deliveryAddress
    if (!given) {
      // The test store has no customers, so no customer address to copy.
      problems.add(
        [...path, index, 'address'],
        'The delivery address does not exist.',
        'INVALID_DELIVERY_ADDRESS_ID',
      )
      return
    }
    const text = (value: string | null | undefined) => value?.trim() || null
    addresses.push({
      id: `gid://shopify/CartSelectableAddress/${carts.nextSeq()}`,
      selected: input.selected ?? false,
      oneTimeUse: input.oneTimeUse ?? false,
      address: {
        firstName: text(given.firstName),
        lastName: text(given.lastName),
        company: text(given.company),
        address1: text(given.address1),
        address2: text(given.address2),
        city: text(given.city),
        provinceCode: text(given.provinceCode),
        zip: text(given.zip),
        countryCode: text(given.countryCode),
        phone: text(given.phone),
      },
    })
  })
  return addresses
}

function applyBuyerIdentity(
  cart: TestCart,
  input: CartBuyerIdentityInput,
  path: readonly (string | number)[],
  problems: Problems,
) {
  if (input.customerAccessToken) {
    // The test store has no customer accounts, so no token is one of its customers'.
    problems.add([...path, 'customerAccessToken'], 'The customer access token is invalid.', 'INVALID')
  }
  if (input.email !== undefined) {
    const email = input.email?.trim() || null
    if (email !== null && !EMAIL.test(email)) problems.add([...path, 'email'], 'Email is invalid', 'INVALID')
    cart.buyerIdentity.email = email
  }
  if (input.phone !== undefined) cart.buyerIdentity.phone = input.phone?.trim() || null
  if (input.countryCode !== undefined) cart.buyerIdentity.countryCode = input.countryCode ?? null
}

function applyNote(cart: TestCart, note: string, path: readonly (string | number)[], problems: Problems) {
  if (note.length > NOTE_LIMIT) {
    problems.add(path, `The note must be at most ${NOTE_LIMIT} characters.`, 'NOTE_TOO_LONG')
    return
  }
  cart.note = note
}

function checkSize(cart: TestCart, problems: Problems) {
  if (cart.lines.length > LINE_LIMIT) {
    problems.add(['lines'], `A cart takes at most ${LINE_LIMIT} lines.`, 'CART_TOO_LARGE')
  }
}

// ---- Mutations ----

const copyCart = (cart: TestCart): TestCart => ({
  ...cart,
  attributes: cart.attributes.map((attribute) => ({ ...attribute })),
  buyerIdentity: { ...cart.buyerIdentity },
  addresses: [...cart.addresses],
  discountCodes: [...cart.discountCodes],
  giftCardCodes: [...cart.giftCardCodes],
  lines: cart.lines.map((line) => ({ ...line, attributes: [...line.attributes] })),
})

/** A payload of the Cart API: the cart as it is now (none when it was refused), errors, warnings. */
const payload = (cart: TestCart | null, problems: Problems) => ({
  cart: problems.errors.length > 0 ? null : cart,
  userErrors: problems.errors,
  warnings: problems.errors.length > 0 ? [] : problems.warnings,
})

/**
 * Changes a cart as `change` says, all or nothing: the change is made on a copy, kept only when it
 * raised no error. A cart that is not the store's, or that became an order, does not exist.
 */
function changeCart(
  cartId: string,
  context: TestStoreContext,
  change: (cart: TestCart, problems: Problems) => void,
) {
  const problems = new Problems()
  const current = context.carts.find(cartId)
  if (!current || current.orderId !== null || !CART_GID.test(cartId)) {
    problems.add(['cartId'], 'The specified cart does not exist.', 'INVALID')
    return payload(null, problems)
  }
  const draft = copyCart(current)
  change(draft, problems)
  if (problems.errors.length > 0) return payload(null, problems)
  draft.updatedAt = dateTime(context.now)
  context.carts.byToken.set(draft.token, draft)
  return payload(draft, problems)
}

function cartCreate(_root: unknown, args: { input?: CartInput | null }, context: TestStoreContext) {
  const input = args.input ?? {}
  const problems = new Problems()
  const token = newCartToken()
  const at = dateTime(context.now)
  const cart: TestCart = {
    __typename: 'Cart',
    token,
    id: `gid://shopify/Cart/${token}`,
    createdAt: at,
    updatedAt: at,
    note: null,
    attributes: readAttributes(input.attributes),
    buyerIdentity: { email: null, phone: null, countryCode: null },
    addresses: [],
    discountCodes: readCodes(input.discountCodes),
    giftCardCodes: readCodes(input.giftCardCodes),
    lines: [],
    orderId: null,
  }
  addLines(cart, readLines(input.lines ?? [], ['input', 'lines'], problems), context.carts)
  if (input.buyerIdentity) applyBuyerIdentity(cart, input.buyerIdentity, ['input', 'buyerIdentity'], problems)
  if (input.delivery?.addresses) {
    cart.addresses = readAddresses(
      input.delivery.addresses,
      ['input', 'delivery', 'addresses'],
      problems,
      context.carts,
    )
  }
  if (input.note !== null && input.note !== undefined)
    applyNote(cart, input.note, ['input', 'note'], problems)
  checkSize(cart, problems)
  if (problems.errors.length > 0) return payload(null, problems)
  applyStock(cart, problems)
  context.carts.byToken.set(token, cart)
  return payload(cart, problems)
}

export const cartMutations = {
  cartCreate,
  cartLinesAdd: (
    _root: unknown,
    args: { cartId: string; lines: readonly CartLineInput[] },
    context: TestStoreContext,
  ) =>
    changeCart(args.cartId, context, (cart, problems) => {
      addLines(cart, readLines(args.lines, ['lines'], problems), context.carts)
      checkSize(cart, problems)
      if (problems.errors.length === 0) applyStock(cart, problems)
    }),
  cartLinesUpdate: (
    _root: unknown,
    args: { cartId: string; lines: readonly CartLineUpdateInput[] },
    context: TestStoreContext,
  ) =>
    changeCart(args.cartId, context, (cart, problems) => {
      const removed = new Set<TestCartLine>()
      args.lines.forEach((input, index) => {
        const line = cart.lines.find((existing) => existing.id === input.id)
        if (!line) {
          problems.add(
            ['lines', index, 'id'],
            `The merchandise line with id ${input.id} does not exist.`,
            'INVALID_MERCHANDISE_LINE',
          )
          return
        }
        if (input.merchandiseId) {
          const variant = variantOf(input.merchandiseId)
          if (!variant) {
            problems.add(
              ['lines', index, 'merchandiseId'],
              `The merchandise with id ${input.merchandiseId} does not exist.`,
              'INVALID',
            )
            return
          }
          line.variant = variant
        }
        if (input.sellingPlanId) {
          problems.add(
            ['lines', index, 'sellingPlanId'],
            'The selling plan is not applicable to the merchandise.',
            'SELLING_PLAN_NOT_APPLICABLE',
          )
          return
        }
        if (input.attributes) line.attributes = readAttributes(input.attributes)
        if (input.quantity !== null && input.quantity !== undefined) {
          if (!checkQuantity(input.quantity, ['lines', index, 'quantity'], problems, 0)) return
          // A quantity of zero takes the line out, as on Shopify.
          if (input.quantity === 0) removed.add(line)
          line.quantity = input.quantity
        }
      })
      cart.lines = cart.lines.filter((line) => !removed.has(line))
      if (problems.errors.length === 0) applyStock(cart, problems)
    }),
  cartLinesRemove: (
    _root: unknown,
    args: { cartId: string; lineIds: readonly string[] },
    context: TestStoreContext,
  ) =>
    changeCart(args.cartId, context, (cart, problems) => {
      args.lineIds.forEach((id, index) => {
        if (!cart.lines.some((line) => line.id === id)) {
          problems.add(
            ['lineIds', index],
            `The merchandise line with id ${id} does not exist.`,
            'INVALID_MERCHANDISE_LINE',
          )
        }
      })
      cart.lines = cart.lines.filter((line) => !args.lineIds.includes(line.id))
    }),
  cartBuyerIdentityUpdate: (
    _root: unknown,
    args: { cartId: string; buyerIdentity: CartBuyerIdentityInput },
    context: TestStoreContext,
  ) =>
    changeCart(args.cartId, context, (cart, problems) =>
      applyBuyerIdentity(cart, args.buyerIdentity, ['buyerIdentity'], problems),
    ),
  cartDiscountCodesUpdate: (
    _root: unknown,
    args: { cartId: string; discountCodes: readonly string[] },
    context: TestStoreContext,
  ) =>
    changeCart(args.cartId, context, (cart) => {
      cart.discountCodes = readCodes(args.discountCodes)
    }),
  cartGiftCardCodesUpdate: (
    _root: unknown,
    args: { cartId: string; giftCardCodes: readonly string[] },
    context: TestStoreContext,
  ) =>
    changeCart(args.cartId, context, (cart) => {
      cart.giftCardCodes = readCodes(args.giftCardCodes)
    }),
  cartAttributesUpdate: (
    _root: unknown,
    args: { cartId: string; attributes: readonly AttributeInput[] },
    context: TestStoreContext,
  ) =>
    changeCart(args.cartId, context, (cart) => {
      cart.attributes = readAttributes(args.attributes)
    }),
  cartNoteUpdate: (_root: unknown, args: { cartId: string; note: string }, context: TestStoreContext) =>
    changeCart(args.cartId, context, (cart, problems) => applyNote(cart, args.note, ['note'], problems)),
}

/** `cart(id:)`: the store's cart, or null for one it does not have or that became an order. */
export function cartQuery(_root: unknown, args: { id: string }, context: TestStoreContext) {
  if (!CART_GID.test(args.id)) return null
  const cart = context.carts.find(args.id)
  return cart && cart.orderId === null ? cart : null
}

// ---- Fields ----

export const lineCents = (line: TestCartLine) => line.variant.priceCents * line.quantity
export const subtotalCents = (cart: TestCart) => cart.lines.reduce((sum, line) => sum + lineCents(line), 0)

const countryName = new Intl.DisplayNames(['en'], { type: 'region' })

function deliveryAddress({ address }: TestCartAddress) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null
  const area = [address.city, address.provinceCode, address.zip].filter(Boolean).join(' ') || null
  const formatted = (args: { withName?: boolean | null; withCompany?: boolean | null }) =>
    [
      args.withName ? name : null,
      args.withCompany === false ? null : address.company,
      address.address1,
      address.address2,
      area,
      address.countryCode ? (countryName.of(address.countryCode) ?? address.countryCode) : null,
    ].filter((part): part is string => Boolean(part))
  return { ...address, name, formattedArea: area, formatted, latitude: null, longitude: null }
}

const attributeOf = (attributes: readonly CartAttribute[], key: string) =>
  attributes.find((attribute) => attribute.key === key) ?? null

export const cartResolvers = {
  id: (cart: TestCart) => cart.id,
  checkoutUrl: (cart: TestCart, _args: unknown, context: TestStoreContext) =>
    checkoutUrlOf(context.origin, cart.token),
  createdAt: (cart: TestCart) => cart.createdAt,
  updatedAt: (cart: TestCart) => cart.updatedAt,
  note: (cart: TestCart) => cart.note,
  attributes: (cart: TestCart) => cart.attributes,
  attribute: (cart: TestCart, args: { key: string }) => attributeOf(cart.attributes, args.key),
  totalQuantity: (cart: TestCart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0),
  buyerIdentity: (cart: TestCart) => ({
    ...cart.buyerIdentity,
    customer: null,
    purchasingCompany: null,
    preferences: null,
    // The deprecated view of the delivery addresses: the selected one first.
    deliveryAddressPreferences: [...cart.addresses]
      .sort((a, b) => Number(b.selected) - Number(a.selected))
      .map((selectable) => {
        const { address } = selectable
        return {
          ...deliveryAddress(selectable),
          __typename: 'MailingAddress',
          id: selectable.id.replace('CartSelectableAddress', 'MailingAddress'),
          country: address.countryCode ? (countryName.of(address.countryCode) ?? null) : null,
          countryCodeV2: address.countryCode,
          province: address.provinceCode,
        }
      }),
  }),
  delivery: (cart: TestCart) => ({
    // `selected: true` asks for the selected address alone; its default, false, for all of them.
    addresses: (args: { selected?: boolean | null }) =>
      cart.addresses
        .filter((selectable) => !args.selected || selectable.selected)
        .map((selectable) => ({
          id: selectable.id,
          selected: selectable.selected,
          oneTimeUse: selectable.oneTimeUse,
          address: { __typename: 'CartDeliveryAddress', ...deliveryAddress(selectable) },
        })),
  }),
  lines: (cart: TestCart, args: ConnectionArgs & { reverse?: boolean | null }) => {
    const page = paginate(cart.lines, (line) => ({ value: line.seq, id: line.seq }), args)
    return { edges: page.edges, nodes: page.nodes, pageInfo: page.pageInfo }
  },
  cost: (cart: TestCart) => {
    // Tax, duties and shipping are worked out at checkout: before it, the cart costs its lines.
    const subtotal = money(subtotalCents(cart))
    return {
      subtotalAmount: subtotal,
      subtotalAmountEstimated: false,
      totalAmount: subtotal,
      totalAmountEstimated: false,
      checkoutChargeAmount: subtotal,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    }
  },
  estimatedCost: (cart: TestCart) => {
    const subtotal = money(subtotalCents(cart))
    return {
      subtotalAmount: subtotal,
      totalAmount: subtotal,
      checkoutChargeAmount: subtotal,
      totalTaxAmount: null,
      totalDutyAmount: null,
    }
  },
  // The test store offers no discount codes and has issued no gift cards: none applies.
  discountCodes: (cart: TestCart) => cart.discountCodes.map((code) => ({ code, applicable: false })),
  discountAllocations: () => [],
  appliedGiftCards: () => [],
  deliveryGroups: () => ({
    edges: [],
    nodes: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  }),
  metafield: () => null,
  metafields: (_cart: TestCart, args: { identifiers: readonly unknown[] }) =>
    args.identifiers.map(() => null),
}

export const cartLineResolvers = {
  id: (line: TestCartLine) => line.id,
  quantity: (line: TestCartLine) => line.quantity,
  merchandise: (line: TestCartLine) => line.variant,
  attributes: (line: TestCartLine) => line.attributes,
  attribute: (line: TestCartLine, args: { key: string }) => attributeOf(line.attributes, args.key),
  cost: (line: TestCartLine) => ({
    amountPerQuantity: money(line.variant.priceCents),
    compareAtAmountPerQuantity:
      line.variant.compareAtPriceCents === null ? null : money(line.variant.compareAtPriceCents),
    subtotalAmount: money(lineCents(line)),
    totalAmount: money(lineCents(line)),
  }),
  estimatedCost: (line: TestCartLine) => ({
    amount: money(lineCents(line)),
    compareAtAmount:
      line.variant.compareAtPriceCents === null
        ? null
        : money(line.variant.compareAtPriceCents * line.quantity),
    subtotalAmount: money(lineCents(line)),
    totalAmount: money(lineCents(line)),
  }),
  discountAllocations: () => [],
  sellingPlanAllocation: () => null,
  instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
  parentRelationship: () => null,
}

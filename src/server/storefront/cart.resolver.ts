import { amountToCents, centsToAmount } from '../../shared/money'
import type { StoreAttribute, StoreCartLine } from '../db/schema'
import {
  type AttributeInput,
  addLines,
  type CartBuyerIdentityInput,
  type CartChange,
  type CartInput,
  type CartLineInput,
  type CartLineUpdateInput,
  type CartUserError,
  createContents,
  type Merchandise,
  removeLines,
  setAttributes,
  setBuyerIdentity,
  setDiscountCodes,
  setGiftCardCodes,
  setNote,
  updateLines,
} from './cart-changes'
import { appliedGiftCards, codeStateOf, discountCodeStates } from './cart-codes'
import {
  cartGidOf,
  cartLineGidOf,
  changeStoreCart,
  checkoutUrlOf,
  insertStoreCart,
  readOpenStoreCart,
  type StoreCart,
  storeCartToken,
} from './cart-store'
import { type ConnectionArgs, parsePageRequest } from './cursor'
import { formatDateTime, money } from './format'
import { parseGid } from './gid'
import { paginateList } from './keyset'
import type { StorefrontContext, VariantRow } from './loaders'
import type { ResolverMap } from './schema'

/*
 * Shopify's Cart API over the `store_carts` table (docs/decisions/0070-checkout-through-the-store.md):
 * `cart(id:)` and the cart mutations. Lines are priced from the catalogue whenever the cart is read,
 * as Shopify prices them; a cart whose checkout completed is gone.
 */

type CartWarningCode = 'DISCOUNT_NOT_FOUND' | 'DISCOUNT_USAGE_LIMIT_REACHED'

interface CartWarning {
  code: CartWarningCode
  message: string
  target: string
}

/** The source of every `Cart…Payload`. */
interface CartPayload {
  cart: StoreCart | null
  userErrors: CartUserError[]
  warnings: CartWarning[]
}

/** A line with the variant it is priced from; `position` is its place in the cart (its cursor). */
interface CartLineSource {
  line: StoreCartLine
  variant: VariantRow
  position: number
}

/** Shopify's answer to a change of a cart that does not exist (or whose checkout completed). */
const cartMissing: CartUserError = {
  field: ['cartId'],
  message: 'The specified cart does not exist.',
  code: 'INVALID',
}

const refused = (userErrors: CartUserError[]): CartPayload => ({ cart: null, userErrors, warnings: [] })

/** The variant each merchandise id names, when it names one of the catalogue's. */
async function loadMerchandise(context: StorefrontContext, ids: readonly string[]): Promise<Merchandise> {
  const variants = await Promise.all(
    ids.map(async (id) => {
      const gid = parseGid(id)
      return gid?.type === 'ProductVariant' ? context.loaders.variant.load(gid.id) : null
    }),
  )
  return new Map(ids.map((id, index) => [id, variants[index] ?? null]))
}

/** The cart's lines whose variant the catalogue still has, each with it: a variant gone is a line gone. */
async function cartLines(cart: StoreCart, context: StorefrontContext): Promise<CartLineSource[]> {
  const variants = await Promise.all(cart.lines.map((line) => context.loaders.variant.load(line.variantId)))
  return cart.lines.flatMap((line, position) => {
    const variant = variants[position]
    return variant ? [{ line, variant, position }] : []
  })
}

const lineTotalCents = ({ line, variant }: CartLineSource) => amountToCents(variant.price) * line.quantity

async function subtotalCents(cart: StoreCart, context: StorefrontContext): Promise<number> {
  return (await cartLines(cart, context)).reduce((sum, line) => sum + lineTotalCents(line), 0)
}

const moneyOfCents = (cents: number) => money(centsToAmount(cents))

const attributeByKey = (attributes: readonly StoreAttribute[], key: string) =>
  attributes.find((attribute) => attribute.key === key) ?? null

/** A warning for each of the cart's discount codes that would not apply. */
async function discountWarnings(context: StorefrontContext, cart: StoreCart): Promise<CartWarning[]> {
  const states = await discountCodeStates(context.db, cart.discountCodes)
  return cart.discountCodes.flatMap((code): CartWarning[] => {
    const state = codeStateOf(states, code)
    if (state === 'usable') return []
    return [
      state === 'spent'
        ? {
            code: 'DISCOUNT_USAGE_LIMIT_REACHED',
            message: `The discount code ${code} has been used.`,
            target: cartGidOf(cart.id),
          }
        : {
            code: 'DISCOUNT_NOT_FOUND',
            message: `The discount code ${code} was not found.`,
            target: cartGidOf(cart.id),
          },
    ]
  })
}

/**
 * Applies `change` to the open cart `cartId` names and answers the changed cart, or the errors that
 * refused the change (and a cart that is not there) with no cart, as Shopify does.
 */
async function changeCart(
  context: StorefrontContext,
  cartId: string,
  change: (cart: StoreCart) => CartChange,
): Promise<CartPayload> {
  const token = storeCartToken(cartId)
  const result = token === null ? null : await changeStoreCart(context.db, token, change)
  if (result === null) return refused([cartMissing])
  if (Array.isArray(result)) return refused(result)
  return { cart: result, userErrors: [], warnings: [] }
}

export const cartResolvers = {
  QueryRoot: {
    cart: (_root: unknown, args: { id: string }, context) => {
      const token = storeCartToken(args.id)
      return token === null ? null : readOpenStoreCart(context.db, token)
    },
  },

  Mutation: {
    cartCreate: async (_root: unknown, args: { input?: CartInput | null }, context): Promise<CartPayload> => {
      const input = args.input ?? {}
      const merchandise = await loadMerchandise(
        context,
        (input.lines ?? []).map((line) => line.merchandiseId),
      )
      const contents = createContents(input, merchandise)
      if (Array.isArray(contents)) return refused(contents)
      const cart = await insertStoreCart(context.db, contents)
      return { cart, userErrors: [], warnings: await discountWarnings(context, cart) }
    },
    cartLinesAdd: async (_root: unknown, args: { cartId: string; lines: CartLineInput[] }, context) => {
      const merchandise = await loadMerchandise(
        context,
        args.lines.map((line) => line.merchandiseId),
      )
      return changeCart(context, args.cartId, (cart) => addLines(cart, args.lines, merchandise))
    },
    cartLinesUpdate: async (
      _root: unknown,
      args: { cartId: string; lines: CartLineUpdateInput[] },
      context,
    ) => {
      const ids = args.lines.flatMap((line) => (line.merchandiseId ? [line.merchandiseId] : []))
      const merchandise = await loadMerchandise(context, ids)
      return changeCart(context, args.cartId, (cart) => updateLines(cart, args.lines, merchandise))
    },
    cartLinesRemove: (_root: unknown, args: { cartId: string; lineIds: string[] }, context) =>
      changeCart(context, args.cartId, (cart) => removeLines(cart, args.lineIds)),
    cartBuyerIdentityUpdate: (
      _root: unknown,
      args: { cartId: string; buyerIdentity: CartBuyerIdentityInput },
      context,
    ) => changeCart(context, args.cartId, (cart) => setBuyerIdentity(cart, args.buyerIdentity)),
    cartDiscountCodesUpdate: async (
      _root: unknown,
      args: { cartId: string; discountCodes: string[] },
      context,
    ): Promise<CartPayload> => {
      const payload = await changeCart(context, args.cartId, (cart) =>
        setDiscountCodes(cart, args.discountCodes),
      )
      return payload.cart ? { ...payload, warnings: await discountWarnings(context, payload.cart) } : payload
    },
    cartGiftCardCodesUpdate: (_root: unknown, args: { cartId: string; giftCardCodes: string[] }, context) =>
      changeCart(context, args.cartId, (cart) => setGiftCardCodes(cart, args.giftCardCodes)),
    cartAttributesUpdate: (_root: unknown, args: { cartId: string; attributes: AttributeInput[] }, context) =>
      changeCart(context, args.cartId, (cart) => setAttributes(cart, args.attributes)),
    cartNoteUpdate: (_root: unknown, args: { cartId: string; note: string }, context) =>
      changeCart(context, args.cartId, (cart) => setNote(cart, args.note)),
  },

  Cart: {
    id: (cart: StoreCart) => cartGidOf(cart.id),
    checkoutUrl: (cart: StoreCart, _args: unknown, context) => checkoutUrlOf(context.origin, cart.id),
    createdAt: (cart: StoreCart) => formatDateTime(cart.createdAt),
    updatedAt: (cart: StoreCart) => formatDateTime(cart.updatedAt),
    attribute: (cart: StoreCart, args: { key: string }) => attributeByKey(cart.attributes, args.key),
    // The delivery address is the cart's `delivery`; CartDelivery reads it from the cart.
    delivery: (cart: StoreCart) => cart,
    totalQuantity: async (cart: StoreCart, _args: unknown, context) =>
      (await cartLines(cart, context)).reduce((sum, { line }) => sum + line.quantity, 0),
    lines: async (cart: StoreCart, args: ConnectionArgs, context) =>
      paginateList(
        await cartLines(cart, context),
        parsePageRequest(args, 'position'),
        'position',
        (line) => ({
          v: line.position,
          i: line.position,
        }),
      ),
    // Before discounts, gift cards, tax and shipping, which the checkout works out.
    cost: async (cart: StoreCart, _args: unknown, context) => {
      const subtotal = moneyOfCents(await subtotalCents(cart, context))
      return { subtotalAmount: subtotal, totalAmount: subtotal, checkoutChargeAmount: subtotal }
    },
    discountCodes: async (cart: StoreCart, _args: unknown, context) => {
      const states = await discountCodeStates(context.db, cart.discountCodes)
      return cart.discountCodes.map((code) => ({ code, applicable: codeStateOf(states, code) === 'usable' }))
    },
    appliedGiftCards: async (cart: StoreCart, _args: unknown, context) => {
      const cards = await appliedGiftCards(context.db, cart.giftCardCodes, await subtotalCents(cart, context))
      return cards.map((card) => ({
        id: card.id,
        lastCharacters: card.lastCharacters,
        balance: moneyOfCents(card.balanceCents),
        amountUsed: moneyOfCents(card.amountUsedCents),
      }))
    },
  },

  CartDelivery: {
    // The emulator keeps one address, the one the checkout starts from: it is the selected one.
    addresses: (cart: StoreCart) => {
      const address = cart.buyerIdentity.deliveryAddress
      if (!address) return []
      return [
        {
          id: `gid://shopify/CartSelectableAddress/${cart.id}`,
          selected: true,
          address: { ...address, provinceCode: address.province, countryCode: address.country },
        },
      ]
    },
  },

  CartLine: {
    id: ({ line }: CartLineSource) => cartLineGidOf(line.id),
    quantity: ({ line }: CartLineSource) => line.quantity,
    merchandise: ({ variant }: CartLineSource) => variant,
    attributes: ({ line }: CartLineSource) => line.attributes,
    attribute: ({ line }: CartLineSource, args: { key: string }) => attributeByKey(line.attributes, args.key),
    cost: (source: CartLineSource) => {
      const total = moneyOfCents(lineTotalCents(source))
      const { compareAtPrice, price } = source.variant
      return {
        amountPerQuantity: money(price),
        compareAtAmountPerQuantity: compareAtPrice === null ? null : money(compareAtPrice),
        subtotalAmount: total,
        totalAmount: total,
      }
    },
  },
} satisfies ResolverMap

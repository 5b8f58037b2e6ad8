import { print } from '@0no-co/graphql.web'
import { z } from 'zod'
import { graphql } from '../../lib/storefront/graphql'
import { parseProductRef } from '../../shared/account/cart'
import type { Address } from '../../shared/account/orders'
import { HttpError } from '../http/errors'
import { askStore, type StoreOptions } from '../store/ask-store'
import type { PricedCartRow } from './cart-check'

// The store's cart for a checkout, made when the rider checks out
// (docs/decisions/0070-checkout-through-the-store.md): one `cartCreate` with everything the store's
// checkout starts from.

export const CART_CREATE_MUTATION = graphql(`
  mutation CheckoutCartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        totalQuantity
      }
      userErrors {
        field
        message
        code
      }
      warnings {
        code
        message
      }
    }
  }
`)
const CART_CREATE_TEXT = print(CART_CREATE_MUTATION)

/** An own-label product's variants, as the store sells it under the same handle. */
export const OWN_LABEL_VARIANTS_QUERY = graphql(`
  query CheckoutOwnLabelVariants($handle: String!) {
    product(handle: $handle) {
      variants(first: 100) {
        nodes {
          id
          availableForSale
          selectedOptions {
            name
            value
          }
        }
      }
    }
  }
`)
const OWN_LABEL_VARIANTS_TEXT = print(OWN_LABEL_VARIANTS_QUERY)

const cartCreateAnswer = z.object({
  data: z
    .object({
      cartCreate: z
        .object({
          cart: z
            .object({ id: z.string(), checkoutUrl: z.string().url(), totalQuantity: z.number() })
            .nullish(),
          userErrors: z.array(z.object({ message: z.string() })),
          warnings: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
        })
        .nullish(),
    })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
})

const ownLabelAnswer = z.object({
  data: z
    .object({
      product: z
        .object({
          variants: z.object({
            nodes: z.array(
              z.object({
                id: z.string(),
                availableForSale: z.boolean(),
                selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
              }),
            ),
          }),
        })
        .nullable(),
    })
    .nullish(),
})

export function storeUnavailable() {
  return new HttpError(
    503,
    'store_unavailable',
    'We could not reach the store to start your payment. Nothing was charged; please try again in a moment.',
  )
}

/** The line's product and options, as the rider reads them: "Trail jacket (M, Black)". */
function describeLine({ row, product }: PricedCartRow): string {
  const options = [row.size, row.color].filter(Boolean).join(', ')
  return options ? `${product.name} (${options})` : product.name
}

function notSoldByStore(lines: readonly PricedCartRow[]) {
  const names = lines.map(describeLine).join(', ')
  return new HttpError(
    409,
    'not_sold_by_store',
    `The store's checkout does not sell ${names}. Remove ${lines.length === 1 ? 'it' : 'them'} from your cart to check out the rest.`,
  )
}

/** The store's variant for an own-label line: the product under the same handle, with the line's size and colour. */
async function ownLabelVariant(options: StoreOptions, line: PricedCartRow, slug: string) {
  const answer = ownLabelAnswer.safeParse(
    await askStore(options, OWN_LABEL_VARIANTS_TEXT, { handle: slug }, storeUnavailable),
  )
  if (!answer.success) throw storeUnavailable()
  const wanted = new Map(
    [
      ['size', line.row.size],
      ['color', line.row.color],
    ].filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
  const variant = answer.data.data?.product?.variants.nodes.find(
    (node) =>
      node.availableForSale &&
      [...wanted].every(([name, value]) =>
        node.selectedOptions.some(
          (option) => option.name.toLowerCase().replace('colour', 'color') === name && option.value === value,
        ),
      ),
  )
  return variant?.id ?? null
}

/** Each line's store variant, in order; refuses (409) naming every line the store does not sell. */
export async function storeVariantsOf(
  options: StoreOptions,
  lines: readonly PricedCartRow[],
): Promise<string[]> {
  const variants: (string | null)[] = []
  for (const line of lines) {
    const ref = parseProductRef(line.row.productRef)
    if (ref?.kind === 'variant') variants.push(ref.gid)
    else variants.push(ref ? await ownLabelVariant(options, line, ref.slug) : null)
  }
  const unsold = lines.filter((_, index) => variants[index] === null)
  if (unsold.length > 0) throw notSoldByStore(unsold)
  return variants.filter((variant) => variant !== null)
}

export interface StoreCartRequest {
  lines: readonly { merchandiseId: string; quantity: number; attributes?: { key: string; value: string }[] }[]
  email: string
  /** Where it ships, to start the store's checkout from; a gift card needs none. */
  address: Address | null
  /** The shop's own reference for this checkout, set as a cart attribute. */
  attributes: { key: string; value: string }[]
  discountCodes: string[]
  giftCardCodes: string[]
}

/** `CartInput` for `request`: the address as the cart's one selected delivery address. */
function cartInput(request: StoreCartRequest) {
  const { address } = request
  return {
    lines: request.lines,
    attributes: request.attributes,
    buyerIdentity: { email: request.email, ...(address ? { countryCode: address.country } : {}) },
    ...(address
      ? {
          delivery: {
            addresses: [
              {
                selected: true,
                address: {
                  deliveryAddress: {
                    firstName: address.firstName,
                    lastName: address.lastName,
                    address1: address.address1,
                    address2: address.address2 || null,
                    city: address.city,
                    provinceCode: address.state,
                    zip: address.zip,
                    countryCode: address.country,
                  },
                },
              },
            ],
          },
        }
      : {}),
    discountCodes: request.discountCodes,
    giftCardCodes: request.giftCardCodes,
  }
}

/**
 * Creates the store's cart; returns its token (the last part of its gid, an order's `cart_token`) and
 * checkout address. The store refusing a line (sold out since it was priced) is a 409 with its words.
 */
export async function createStoreCart(
  options: StoreOptions,
  request: StoreCartRequest,
): Promise<{ token: string; checkoutUrl: string }> {
  const body = await askStore(options, CART_CREATE_TEXT, { input: cartInput(request) }, storeUnavailable)
  const answer = cartCreateAnswer.safeParse(body)
  if (!answer.success || (answer.data.errors?.length ?? 0) > 0) throw storeUnavailable()
  const created = answer.data.data?.cartCreate
  if (created && created.userErrors.length > 0) {
    throw new HttpError(
      409,
      'store_refused_cart',
      `The store could not take your cart: ${created.userErrors.map((error) => error.message).join(' ')}`,
    )
  }
  // A store that cut a line to its stock, or left one out, made a cart other than the rider's.
  const cut = (created?.warnings ?? []).filter((warning) => warning.code.startsWith('MERCHANDISE_'))
  if (cut.length > 0) {
    throw new HttpError(
      409,
      'store_refused_cart',
      `The store could not take your cart as it is: ${cut.map((warning) => warning.message).join(' ')}`,
    )
  }
  const cart = created?.cart
  if (!cart) throw storeUnavailable()
  const token = cart.id.replace(/^gid:\/\/shopify\/Cart\//, '').split('?')[0] ?? cart.id
  return { token, checkoutUrl: cart.checkoutUrl }
}

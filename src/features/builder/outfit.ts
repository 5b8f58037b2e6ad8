import * as z from 'zod/mini'
import type { StorefrontImage } from '../../lib/storefront/fragments'
import { type NewCartLine, parseProductRef } from '../../shared/account/cart'
import { optionValue } from '../../shared/catalogue/variant-choice'
import { amountToCents, SHOP_CURRENCY } from '../../shared/money'
import type { BuilderProduct } from './api/builder-products-query'

/**
 * The outfit builder's model: six slots, each empty or
 * holding one product. Pure: the component keeps it in state and sessionStorage.
 */

/** The six slots, in this order. */
export const OUTFIT_SLOTS = ['jacket', 'vest', 'chaps', 'gloves', 'boots', 'helmet'] as const
export type OutfitSlot = (typeof OUTFIT_SLOTS)[number]

/** The preview stacks the slots head to toe, as they are worn. */
export const PREVIEW_ORDER: readonly OutfitSlot[] = ['helmet', 'jacket', 'vest', 'gloves', 'chaps', 'boots']

export interface SlotDefinition {
  /** What the slot holds, e.g. "Jacket". */
  label: string
  /** The category selector's name for the slot's product list, e.g. "Jackets". */
  listLabel: string
  /** The empty slot's call to action, e.g. "Choose a jacket". */
  choosePrompt: string
  /** How many products the list asks for. */
  first: number
}

/**
 * The slots as the builder shows them. Each lists a collection of the store's, by the handle the
 * configuration names for it (STOREFRONT_OUTFIT_COLLECTIONS, in OUTFIT_SLOTS order; `slotCollection`).
 */
export const outfitSlots: Readonly<Record<OutfitSlot, SlotDefinition>> = {
  jacket: { label: 'Jacket', listLabel: 'Jackets', choosePrompt: 'Choose a jacket', first: 20 },
  vest: { label: 'Vest', listLabel: 'Vests', choosePrompt: 'Choose a vest', first: 15 },
  chaps: { label: 'Chaps', listLabel: 'Chaps', choosePrompt: 'Choose chaps', first: 10 },
  gloves: { label: 'Gloves', listLabel: 'Gloves', choosePrompt: 'Choose gloves', first: 20 },
  boots: { label: 'Boots', listLabel: 'Boots', choosePrompt: 'Choose boots', first: 20 },
  helmet: { label: 'Helmet', listLabel: 'Helmets', choosePrompt: 'Choose a helmet', first: 20 },
}

/** The handle of the store's collection a slot lists, from the handles in OUTFIT_SLOTS order. */
export function slotCollection(handles: readonly string[], slot: OutfitSlot): string {
  const handle = handles[OUTFIT_SLOTS.indexOf(slot)]
  if (!handle) throw new Error(`No collection is named for the outfit builder's ${slot} slot`)
  return handle
}

/** A slot's item {id, name, price, image, category}, plus the variant the cart needs. */
export interface OutfitItem {
  /** The storefront product id. */
  id: string
  name: string
  /** The chosen variant's price as a decimal amount, e.g. "129.99". */
  price: string
  /** The price's currency (ISO 4217), as the store gave it; outfits saved before it was kept lack it. */
  currencyCode?: string
  image: StorefrontImage | null
  category: OutfitSlot
  /** The variant the shopper chose (a storefront ProductVariant GID): what goes in the cart. */
  variantId: string
  size?: string
  color?: string
}

export type Outfit = Readonly<Record<OutfitSlot, OutfitItem | null>>

export const EMPTY_OUTFIT: Outfit = {
  jacket: null,
  vest: null,
  chaps: null,
  gloves: null,
  boots: null,
  helmet: null,
}

/** Puts the item in its slot, replacing whatever was there. */
export function addToOutfit(outfit: Outfit, item: OutfitItem): Outfit {
  return { ...outfit, [item.category]: item }
}

export function removeFromOutfit(outfit: Outfit, slot: OutfitSlot): Outfit {
  return { ...outfit, [slot]: null }
}

export function clearOutfit(): Outfit {
  return EMPTY_OUTFIT
}

/** The chosen items, in slot order. */
export function outfitItems(outfit: Outfit): OutfitItem[] {
  return OUTFIT_SLOTS.flatMap((slot) => {
    const item = outfit[slot]
    return item ? [item] : []
  })
}

export function isOutfitEmpty(outfit: Outfit): boolean {
  return outfitItems(outfit).length === 0
}

/** The currency of the outfit's prices: one store, one currency. */
export function outfitCurrency(outfit: Outfit): string {
  return outfitItems(outfit).find((item) => item.currencyCode)?.currencyCode ?? SHOP_CURRENCY
}

/** The sum of the chosen prices, in whole cents. */
export function outfitTotalCents(outfit: Outfit): number {
  return outfitItems(outfit).reduce((sum, item) => sum + amountToCents(item.price), 0)
}

/** The rotate button advances the preview angle by 90 degrees, modulo 360. */
export const ROTATE_STEP_DEGREES = 90

export function rotateAngle(angle: number): number {
  return (((angle + ROTATE_STEP_DEGREES) % 360) + 360) % 360
}

/** One cart line per chosen item. */
export function outfitCartLines(outfit: Outfit): NewCartLine[] {
  return outfitItems(outfit).map((item) => ({
    productId: item.variantId,
    quantity: 1,
    size: item.size,
    color: item.color,
    title: item.name,
  }))
}

/** What an outfit item is made from: the fields of a storefront product the builder lists. */
export type OutfitCandidate = Pick<BuilderProduct, 'id' | 'title' | 'featuredImage' | 'variants'>

/** The slot item for a listed product in the variant the shopper chose (sizes are never chosen for them). */
export function outfitItemFor(
  product: OutfitCandidate,
  variant: OutfitCandidate['variants']['edges'][number]['node'],
  slot: OutfitSlot,
): OutfitItem {
  const size = optionValue(variant, 'size')
  const color = optionValue(variant, 'color', 'colour')
  return {
    id: product.id,
    name: product.title,
    price: variant.price.amount,
    currencyCode: variant.price.currencyCode,
    image: product.featuredImage,
    category: slot,
    variantId: variant.id,
    ...(size === undefined ? {} : { size }),
    ...(color === undefined ? {} : { color }),
  }
}

// sessionStorage can hold anything (an older version's shape, a hand edit): read it through a schema.
const imageSchema = z.object({
  id: z.nullable(z.string()),
  url: z.string().check(z.maxLength(2000), z.regex(/^(https?:\/\/|\/)/)),
  altText: z.nullable(z.string().check(z.maxLength(500))),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
})

const itemSchema = (slot: OutfitSlot) =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    name: z.string().check(z.minLength(1), z.maxLength(300)),
    price: z.string().check(z.regex(/^\d{1,9}(\.\d{1,4})?$/)),
    currencyCode: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
    image: z.nullable(imageSchema),
    category: z.literal(slot),
    variantId: z.string().check(z.refine((ref) => parseProductRef(ref)?.kind === 'variant')),
    size: z.optional(z.string().check(z.maxLength(20))),
    color: z.optional(z.string().check(z.maxLength(30))),
  })

const storedOutfitSchema = z.object({
  jacket: z.nullable(itemSchema('jacket')),
  vest: z.nullable(itemSchema('vest')),
  chaps: z.nullable(itemSchema('chaps')),
  gloves: z.nullable(itemSchema('gloves')),
  boots: z.nullable(itemSchema('boots')),
  helmet: z.nullable(itemSchema('helmet')),
})

export function serializeOutfit(outfit: Outfit): string {
  return JSON.stringify(outfit)
}

/** The outfit saved as text, or an empty one when there is none or it does not fit the schema. */
export function parseStoredOutfit(text: string | null): Outfit {
  if (text === null) return EMPTY_OUTFIT
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return EMPTY_OUTFIT
  }
  const parsed = storedOutfitSchema.safeParse(value)
  return parsed.success ? parsed.data : EMPTY_OUTFIT
}

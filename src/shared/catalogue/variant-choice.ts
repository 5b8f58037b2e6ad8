import type { NewCartLine } from '../account/cart'

/**
 * Choosing a variant by its options (size, colour…), as the Quick View and the outfit builder ask
 * for it: nothing is chosen for the shopper except an option with a single value
 * (docs/decisions/0036-the-rider-chooses-the-size.md).
 */

/** What a choice needs of a variant: Shopify's ProductVariant has these fields. */
export interface ChoosableVariant {
  id: string
  availableForSale: boolean
  selectedOptions: readonly { name: string; value: string }[]
}

export interface OptionGroup {
  name: string
  values: string[]
}

/** Chosen values by option name. */
export type OptionChoice = Readonly<Record<string, string>>

/** The options the variants differ in or share, each with its values in the order they first appear. */
export function optionGroups(variants: readonly ChoosableVariant[]): OptionGroup[] {
  const groups = new Map<string, string[]>()
  for (const variant of variants) {
    for (const { name, value } of variant.selectedOptions) {
      const values = groups.get(name) ?? []
      if (!values.includes(value)) values.push(value)
      groups.set(name, values)
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }))
}

/** The options with only one value are chosen at the start (Shopify's "Title: Default Title" among them). */
export function initialChoice(variants: readonly ChoosableVariant[]): OptionChoice {
  return Object.fromEntries(
    optionGroups(variants)
      .filter((group) => group.values.length === 1)
      .map((group) => [group.name, group.values[0] as string]),
  )
}

/** The options a shopper is asked about: those with more than one value. */
export function groupsToChoose(variants: readonly ChoosableVariant[]): OptionGroup[] {
  return optionGroups(variants).filter((group) => group.values.length > 1)
}

const matches = (variant: ChoosableVariant, choice: OptionChoice) =>
  Object.entries(choice).every(([name, value]) =>
    variant.selectedOptions.some((option) => option.name === name && option.value === value),
  )

/** The variant every option of which is chosen, or undefined while one is still open. */
export function chosenVariant<V extends ChoosableVariant>(
  variants: readonly V[],
  choice: OptionChoice,
): V | undefined {
  return variants.find((variant) =>
    variant.selectedOptions.every((option) => choice[option.name] === option.value),
  )
}

/** The names of the options still to choose, in the product's order. */
export function missingOptions(variants: readonly ChoosableVariant[], choice: OptionChoice): string[] {
  return optionGroups(variants)
    .map((group) => group.name)
    .filter((name) => choice[name] === undefined)
}

/** Whether some variant with this value (and the other choices made so far) can be bought. */
export function valueAvailable(
  variants: readonly ChoosableVariant[],
  choice: OptionChoice,
  name: string,
  value: string,
): boolean {
  const { [name]: _, ...others } = choice
  const next = { ...others, [name]: value }
  return variants.some((variant) => variant.availableForSale && matches(variant, next))
}

/** A card adds at once only when there is nothing to choose: the product has one variant. */
export function needsChoice(variants: readonly ChoosableVariant[]): boolean {
  return variants.length > 1 || groupsToChoose(variants).length > 0
}

/** "Choose a size", "Choose a color": what the Add button says while an option is open. */
export function choosePrompt(name: string): string {
  return `Choose a ${name.toLowerCase()}`
}

/** The value of a variant's option by name, whatever its case ("Size"/"size"; "Color"/"Colour"). */
export function optionValue(variant: ChoosableVariant | undefined, ...names: string[]): string | undefined {
  return variant?.selectedOptions.find((option) => names.includes(option.name.toLowerCase()))?.value
}

/** The cart line that buys one of this variant, its size and colour named as the cart shows them. */
export function variantCartLine(variant: ChoosableVariant, title: string, quantity = 1): NewCartLine {
  return {
    productId: variant.id,
    quantity,
    size: optionValue(variant, 'size'),
    color: optionValue(variant, 'color', 'colour'),
    title,
  }
}

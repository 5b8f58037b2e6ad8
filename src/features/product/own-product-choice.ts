import { type NewCartLine, ownProductRef } from '../../shared/account/cart'
import type { OwnProduct } from '../../shared/catalogue/own-product'
import type { ChoosableVariant } from '../../shared/catalogue/variant-choice'
import { optionValue } from '../../shared/catalogue/variant-choice'

/**
 * An own-label product's choices as variants (every size in every colour, all to be had: the own API
 * keeps no stock), so its Quick View asks with the same picker and rules as a storefront product's
 * (docs/decisions/0036-the-rider-chooses-the-size.md).
 */
export function ownProductVariants(product: Pick<OwnProduct, 'sizes' | 'colors'>): ChoosableVariant[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [undefined]
  const colors = product.colors.length > 0 ? product.colors : [undefined]
  return sizes.flatMap((size) =>
    colors.map((color) => ({
      id: `${size ?? ''}|${color ?? ''}`,
      availableForSale: true,
      selectedOptions: [
        ...(size === undefined ? [] : [{ name: 'Size', value: size }]),
        ...(color === undefined ? [] : [{ name: 'Color', value: color }]),
      ],
    })),
  )
}

/** The cart line for one of the product in the chosen size and colour. */
export function ownProductCartLine(
  product: Pick<OwnProduct, 'slug' | 'name'>,
  variant: ChoosableVariant,
): NewCartLine {
  return {
    productId: ownProductRef(product.slug),
    quantity: 1,
    size: optionValue(variant, 'size'),
    color: optionValue(variant, 'color', 'colour'),
    title: product.name,
  }
}

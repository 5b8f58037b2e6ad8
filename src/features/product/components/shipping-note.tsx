import { freeShippingOffer, ITEM_SHIPS_FREE, shipsFree } from '../../../shared/shipping'

/**
 * What a product page says about shipping, by the shop's one rule (src/shared/shipping.ts): the offer
 * always, and that this item ships free only when its price alone passes the threshold.
 */
export function ShippingNote({ price, currencyCode }: { price: string; currencyCode?: string }) {
  return (
    <span>
      {freeShippingOffer(currencyCode)}
      {shipsFree(price) ? (
        <strong className="block font-semibold text-emerald-300">{ITEM_SHIPS_FREE}</strong>
      ) : null}
    </span>
  )
}

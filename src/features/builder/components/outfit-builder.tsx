import { useId, useState } from 'react'
import type { NewCartLine } from '../../../shared/account/cart'
import { centsToAmount, formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { toast } from '../../../ui/use-toast'
import {
  addToOutfit,
  clearOutfit,
  isOutfitEmpty,
  OUTFIT_SLOTS,
  type OutfitItem,
  type OutfitSlot,
  outfitCartLines,
  outfitCurrency,
  outfitItems,
  outfitSlots,
  outfitTotalCents,
  removeFromOutfit,
  rotateAngle,
} from '../outfit'
import { useStoredOutfit } from '../use-stored-outfit'
import { BuilderProductList } from './builder-product-list'
import { OutfitPreview } from './outfit-preview'
import { SlotTabs, slotTabId } from './slot-tabs'

/**
 * The outfit builder (docs/decisions/0008-live-data.md): pick one product per slot from
 * live lists, preview and rotate the outfit, and put every chosen item in the cart at once.
 */
export function OutfitBuilder({
  onAddOutfitToCart,
  addingToCart = false,
}: {
  /** Adds every line; resolves true only when all were added (the cart feature, wired by the route). */
  onAddOutfitToCart: (lines: NewCartLine[]) => Promise<boolean>
  addingToCart?: boolean
}) {
  const baseId = useId()
  const [outfit, saveOutfit] = useStoredOutfit()
  const [selectedSlot, setSelectedSlot] = useState<OutfitSlot>('jacket')
  const [view, setView] = useState({ angle: 0, turns: 0 })
  const [submitting, setSubmitting] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const totalCents = outfitTotalCents(outfit)
  const total = formatPrice(centsToAmount(totalCents), outfitCurrency(outfit))
  const chosenCount = outfitItems(outfit).length
  const panelId = `${baseId}-panel`
  const busy = submitting || addingToCart

  const add = (item: OutfitItem) => {
    saveOutfit(addToOutfit(outfit, item))
    setAnnouncement(`${item.name} added as your ${outfitSlots[item.category].label.toLowerCase()}.`)
  }

  const remove = (slot: OutfitSlot) => {
    const item = outfit[slot]
    saveOutfit(removeFromOutfit(outfit, slot))
    if (item) setAnnouncement(`${item.name} removed from your outfit.`)
  }

  const choose = (slot: OutfitSlot) => {
    setSelectedSlot(slot)
    // Focusing the tab also scrolls the list into view on a phone, where it sits below the preview.
    document.getElementById(slotTabId(baseId, slot))?.focus()
  }

  const addOutfitToCart = async () => {
    const lines = outfitCartLines(outfit)
    if (lines.length === 0) return
    setSubmitting(true)
    try {
      // The outfit stays as it is, so the shopper can keep building on it.
      if (await onAddOutfitToCart(lines)) {
        toast({
          title: 'Custom outfit added to cart!',
          description: `Custom outfit added to cart! Total: ${total}`,
        })
      }
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add item to cart.' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">
          Custom Outfit Builder
        </h1>
        <p className="text-stone-300">
          Put together your riding gear head to toe: one jacket, vest, chaps, gloves, boots and helmet.
        </p>
      </header>

      <p className="sr-only" role="status">
        {announcement}
      </p>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby={`${baseId}-preview`} className="flex min-w-0 flex-col gap-4">
          <OutfitPreview
            headingId={`${baseId}-preview`}
            outfit={outfit}
            angle={view.angle}
            turns={view.turns}
            onRotate={() => setView((v) => ({ angle: rotateAngle(v.angle), turns: v.turns + 1 }))}
            onRemove={remove}
            onChoose={choose}
          />
          <div className="flex flex-col gap-3 rounded-xl border border-stone-800 bg-stone-900 p-4">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-stone-300">
                Total{' '}
                <span className="text-sm text-stone-400">
                  ({chosenCount} of {OUTFIT_SLOTS.length} slots filled)
                </span>
              </p>
              <p className="text-2xl font-bold text-stone-50 tabular-nums" data-testid="outfit-total">
                {total}
              </p>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <Button
                variant="secondary"
                disabled={isOutfitEmpty(outfit)}
                onClick={() => {
                  saveOutfit(clearOutfit())
                  setAnnouncement('Outfit cleared.')
                }}
              >
                Clear Outfit
              </Button>
              <Button disabled={totalCents === 0 || busy} onClick={() => void addOutfitToCart()}>
                {busy ? 'Adding…' : 'Add to Cart'}
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby={`${baseId}-choose`} className="flex min-w-0 flex-col gap-4">
          <h2 id={`${baseId}-choose`} className="text-xl font-bold text-stone-50">
            Choose your gear
          </h2>
          <SlotTabs baseId={baseId} panelId={panelId} selected={selectedSlot} onSelect={setSelectedSlot} />
          <div role="tabpanel" id={panelId} aria-labelledby={slotTabId(baseId, selectedSlot)}>
            <BuilderProductList
              key={selectedSlot}
              slot={selectedSlot}
              chosenVariantId={outfit[selectedSlot]?.variantId}
              onAdd={add}
            />
          </div>
        </section>
      </div>
    </div>
  )
}

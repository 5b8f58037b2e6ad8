import { formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { CloseIcon } from '../../../ui/icons'
import { ProductImage } from '../../../ui/product/product-image'
import { type Outfit, type OutfitItem, type OutfitSlot, outfitSlots, PREVIEW_ORDER } from '../outfit'

function RotateIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className="h-4 w-4"
    >
      <path d="M21 12a9 9 0 1 1-3-6.7" strokeLinecap="round" />
      <path d="M21 3v6h-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The outfit, head to toe, in a 600 px preview. `turns` counts the rotations so the
 * transform keeps turning forward from 270° to 360° instead of spinning back to 0°.
 */
export function OutfitPreview({
  headingId,
  outfit,
  angle,
  turns,
  onRotate,
  onRemove,
  onChoose,
}: {
  headingId: string
  outfit: Outfit
  angle: number
  turns: number
  onRotate: () => void
  onRemove: (slot: OutfitSlot) => void
  onChoose: (slot: OutfitSlot) => void
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-stone-50">
          Your Outfit
        </h2>
        <div className="flex items-center gap-3">
          <p className="text-sm font-semibold text-stone-300 tabular-nums" aria-live="polite">
            Angle: {angle}°
          </p>
          <Button variant="secondary" size="sm" onClick={onRotate} className="flex items-center gap-2">
            <RotateIcon />
            Rotate view
          </Button>
        </div>
      </div>
      <div className="h-[600px] rounded-xl border border-stone-800 bg-gradient-to-b from-stone-900 to-stone-950 p-3">
        <ol aria-label="Outfit slots" className="grid h-full grid-cols-[minmax(0,1fr)] grid-rows-6 gap-2">
          {PREVIEW_ORDER.map((slot) => {
            const item = outfit[slot]
            return (
              <li key={slot} className="min-h-0">
                {item ? (
                  <FilledSlot item={item} turns={turns} onRemove={() => onRemove(slot)} />
                ) : (
                  <EmptySlot slot={slot} onChoose={() => onChoose(slot)} />
                )}
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}

function FilledSlot({ item, turns, onRemove }: { item: OutfitItem; turns: number; onRemove: () => void }) {
  return (
    <div className="flex h-full items-center gap-3 rounded-lg border border-stone-700 bg-stone-900 p-2">
      <div className="aspect-square h-full shrink-0 overflow-hidden rounded-md bg-stone-800">
        <div
          className="h-full w-full motion-safe:transition-transform motion-safe:duration-500"
          style={{ transform: `rotate(${turns * 90}deg)` }}
        >
          <ProductImage image={item.image} alt={item.name} sizes="96px" className="h-full" />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs font-semibold tracking-wide text-orange-400 uppercase">
          {outfitSlots[item.category].label}
        </span>
        <span className="truncate text-sm font-semibold text-stone-100" title={item.name}>
          {item.name}
        </span>
        <span className="text-sm text-stone-300">
          <span data-testid="slot-price">{formatPrice(item.price, item.currencyCode)}</span>
          {[item.size, item.color].some(Boolean) ? (
            <span data-testid="slot-variant">
              {' · '}
              {[item.size && `Size ${item.size}`, item.color].filter(Boolean).join(', ')}
            </span>
          ) : null}
        </span>
      </div>
      <button
        type="button"
        aria-label={`Remove ${item.name} from outfit`}
        data-tip="Remove from outfit"
        onClick={onRemove}
        className="shrink-0 rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-orange-300 focus-visible:outline-2 focus-visible:outline-orange-400"
      >
        <CloseIcon className="h-5 w-5" />
      </button>
    </div>
  )
}

function EmptySlot({ slot, onChoose }: { slot: OutfitSlot; onChoose: () => void }) {
  const { label, choosePrompt } = outfitSlots[slot]
  return (
    <div className="flex h-full items-center gap-3 rounded-lg border border-dashed border-stone-700 p-2">
      <div aria-hidden="true" className="aspect-square h-full shrink-0 rounded-md bg-stone-900" />
      <div className="flex min-w-0 flex-1 flex-col items-start">
        <span className="text-xs font-semibold tracking-wide text-stone-400 uppercase">{label}</span>
        <button
          type="button"
          onClick={onChoose}
          className="text-sm font-semibold text-stone-200 underline decoration-stone-600 underline-offset-4 hover:text-orange-300 focus-visible:outline-2 focus-visible:outline-orange-400"
        >
          {choosePrompt}
        </button>
      </div>
    </div>
  )
}

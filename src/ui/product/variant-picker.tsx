import { useState } from 'react'
import { useOnlineStatus } from '../../lib/use-online-status'
import {
  type ChoosableVariant,
  chosenVariant,
  groupsToChoose,
  initialChoice,
  missingOptions,
  type OptionChoice,
  valueAvailable,
} from '../../shared/catalogue/variant-choice'

/**
 * The shopper's choice among `variants` (undefined while they load), starting from `start`: the
 * choice as the picker shows it (single-valued options chosen), the variant once every option is
 * chosen, and the options still open, in order.
 */
export function useVariantChoice<V extends ChoosableVariant>(
  variants: readonly V[] | undefined,
  start: OptionChoice | (() => OptionChoice) = {},
) {
  const [picked, setPicked] = useState<OptionChoice>(start)
  const choice = variants ? { ...initialChoice(variants), ...picked } : picked
  return {
    choice,
    setChoice: setPicked,
    variant: variants ? chosenVariant(variants, choice) : undefined,
    missing: variants ? missingOptions(variants, choice) : [],
  }
}

/**
 * A row of buttons per option the variants differ in (Size, Color): one press chooses, a value that
 * cannot be bought with the other choices is marked sold out and cannot be chosen.
 */
export function VariantPicker({
  variants,
  choice,
  onChange,
  compact = false,
}: {
  variants: readonly ChoosableVariant[]
  choice: OptionChoice
  onChange: (next: OptionChoice) => void
  /** Smaller buttons, for a card in a grid. */
  compact?: boolean
}) {
  return (
    <div className="flex flex-col gap-3">
      {groupsToChoose(variants).map((group) => (
        <fieldset key={group.name} className="flex flex-col gap-1.5">
          <legend className={`mb-1.5 font-semibold text-stone-200 ${compact ? 'text-xs' : 'text-sm'}`}>
            {group.name}
            {choice[group.name] ? (
              <span className="font-normal text-stone-400">: {choice[group.name]}</span>
            ) : null}
          </legend>
          <div className="flex flex-wrap gap-1.5">
            {group.values.map((value) => {
              const soldOut = !valueAvailable(variants, choice, group.name, value)
              const pressed = choice[group.name] === value
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={pressed}
                  disabled={soldOut}
                  aria-label={soldOut ? `${value}, sold out` : undefined}
                  onClick={() => onChange({ ...choice, [group.name]: value })}
                  className={`${compact ? 'h-9 min-w-9 px-2 text-xs' : 'h-11 min-w-11 px-3 text-sm'} relative z-10 rounded-md border border-stone-700 bg-stone-900 font-semibold text-stone-100 hover:border-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 disabled:cursor-not-allowed disabled:text-stone-500 disabled:line-through disabled:hover:border-stone-700 aria-pressed:border-orange-500 aria-pressed:bg-orange-500 aria-pressed:text-stone-950`}
                >
                  {value}
                </button>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}

/**
 * Stands where the size choice goes while it cannot be shown: still loading, the product gone from the
 * shop, or its sizes neither saved on this device nor to be had without a signal.
 */
export function ChoiceNotLoaded({ fetching, gone }: { fetching: boolean; gone: boolean }) {
  const online = useOnlineStatus()
  if (fetching)
    return (
      <p role="status" className="text-sm text-stone-400">
        Loading sizes…
      </p>
    )
  return (
    <p role="status" className="text-sm text-amber-300">
      {gone
        ? 'This product is no longer in the shop.'
        : online
          ? "This product's sizes did not load. Open its page to choose one."
          : "This product's sizes aren't saved for offline. Open it when you're back online."}
    </p>
  )
}

import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react'
import { useDeferredCommit } from '../lib/use-deferred-commit'

/** How a radio button's label shows it chosen: filled, or outlined (a second row under a filled one). */
const CHOSEN = {
  filled: 'has-checked:border-orange-500 has-checked:bg-orange-500 has-checked:text-stone-950',
  outlined: 'has-checked:border-orange-400 has-checked:text-orange-300',
}
/** How it shows the keyboard's focus; its shape and colours are the caller's. */
const FOCUSED =
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-orange-400'

/**
 * A radio button drawn as a button: the radio lies over the whole of its label, unseen, so a tap
 * lands on it and the browser checks it at once, before the app has started
 * (docs/decisions/0051-sizes-chosen-before-the-app.md); the label shows it chosen.
 */
export function RadioButton({
  className,
  chosen = 'filled',
  children,
  ...radio
}: Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> & {
  /** The label's shape and colours. */
  className: string
  chosen?: keyof typeof CHOSEN
  children: ReactNode
}) {
  return (
    <label className={`relative flex cursor-pointer items-center ${CHOSEN[chosen]} ${FOCUSED} ${className}`}>
      <input
        type="radio"
        className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
        {...radio}
      />
      {children}
    </label>
  )
}

/**
 * The ref for a group of radio buttons whose choice a rider may make before the app takes the page
 * over: React hydrates the radios as the server rendered them and leaves the rider's check in place,
 * but tells the app nothing of it; as the group mounts, the checked radio's value becomes the app's
 * choice. Mark the group `data-works-without-app` so its taps are the browser's (src/start/held-taps.ts).
 */
export function useChoiceMadeBeforeTheApp<T extends string>(value: T | undefined, choose: (next: T) => void) {
  const group = useRef<HTMLFieldSetElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the page over.
  useEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value
    if (chosen !== undefined && chosen !== value) choose(chosen as T)
  }, [])
  return group
}

/**
 * A group of radio buttons whose choice lives in the address (a listing's view, its tabs): the
 * rider's pick shows at once and goes to the address after the next paint (`useDeferredCommit`:
 * React would otherwise put the address's choice back on the radios until the page has moved on),
 * and a choice made before the app becomes the address's as the group mounts
 * (`useChoiceMadeBeforeTheApp`). `chosen` is what the radios show; `pick` chooses.
 */
export function useChoiceInTheAddress<T extends string>(value: T | undefined, choose: (next: T) => void) {
  const [chosen, pick] = useDeferredCommit<T | undefined>(value, (next) => {
    if (next !== undefined) choose(next)
  })
  const group = useChoiceMadeBeforeTheApp(value, pick)
  return { group, chosen, pick }
}

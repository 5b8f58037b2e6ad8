import { useEffect, useRef } from 'react'

/**
 * A radio button over the whole of its label, unseen: the label is drawn as a button (its
 * `has-checked:` styles), and a tap on it lands on the radio itself, which the browser checks at
 * once, before the app has started (docs/decisions/0051-sizes-chosen-before-the-app.md).
 */
export const RADIO_OVER_LABEL = 'absolute inset-0 m-0 cursor-pointer appearance-none opacity-0'

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

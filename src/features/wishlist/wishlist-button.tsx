import { useEffect, useRef } from 'react'
import { useDeferredCommit } from '../../lib/use-deferred-commit'
import { HeartIcon } from '../../ui/icon'
import { useWishlistEntry } from './use-wishlist'

/**
 * A product's heart: a checkbox drawn as a heart, ticked when the product is on the wishlist. It lies
 * over the whole heart, unseen, so a tap lands on it and the browser fills the heart at once, before
 * the app has started (docs/decisions/0052-the-heart-and-tabs-before-the-app.md); as the app takes the page
 * over, a heart the rider filled or emptied meanwhile becomes the list's.
 */
export function WishlistButton({
  productId,
  productTitle,
  className = '',
}: {
  productId: string
  productTitle: string
  className?: string
}) {
  const { saved, setSaved } = useWishlistEntry(productId)
  // What the rider asked for shows at once, until the list has it (reading it may take a moment).
  const [shown, choose] = useDeferredCommit(saved, setSaved)
  const heart = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the page over.
  useEffect(() => {
    // The server's page shows no heart filled (it knows no device's list): a change is the rider's.
    const tap = heart.current
    if (tap && tap.checked !== tap.defaultChecked) choose(tap.checked)
  }, [])
  return (
    // Ticked by the browser itself: never held for the app (src/start/held-taps.ts).
    <label
      data-works-without-app=""
      className={`relative inline-flex cursor-pointer rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400 has-focus-visible:outline-2 has-focus-visible:outline-orange-400 ${className}`}
    >
      <input
        ref={heart}
        type="checkbox"
        checked={shown}
        onChange={(event) => choose(event.target.checked)}
        aria-label={`Save ${productTitle} to wishlist`}
        data-tip={shown ? 'Remove from wishlist' : 'Save to wishlist'}
        className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
      />
      <HeartIcon className="peer-checked:fill-orange-500 peer-checked:text-orange-500" />
    </label>
  )
}

import { HeartIcon } from '../../ui/icon'
import { useWishlistEntry } from './use-wishlist'

export function WishlistButton({
  productId,
  productTitle,
  className = '',
}: {
  productId: string
  productTitle: string
  className?: string
}) {
  const { saved, toggle } = useWishlistEntry(productId)
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${productTitle} from wishlist` : `Add ${productTitle} to wishlist`}
      data-tip={saved ? 'Remove from wishlist' : 'Save to wishlist'}
      onClick={() => void toggle()}
      className={`rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 ${className}`}
    >
      <HeartIcon className={saved ? 'fill-orange-500 text-orange-500' : ''} />
    </button>
  )
}

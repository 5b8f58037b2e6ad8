import { HeartIcon } from '../../ui/icons'
import { useWishlist } from './use-wishlist'

export function WishlistButton({
  productId,
  productTitle,
  className = '',
}: {
  productId: string
  productTitle: string
  className?: string
}) {
  const wishlist = useWishlist()
  const saved = wishlist.has(productId)
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${productTitle} from wishlist` : `Add ${productTitle} to wishlist`}
      onClick={() => void wishlist.toggle(productId)}
      className={`rounded-full bg-stone-950/80 p-2 text-stone-100 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 ${className}`}
    >
      <HeartIcon className={saved ? 'fill-orange-500 text-orange-500' : ''} />
    </button>
  )
}

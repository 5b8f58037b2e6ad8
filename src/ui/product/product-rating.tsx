import { StarIcon } from '../icons'

/** Parses the `reviews.rating` metafield (`{"value":"4.5",…}`); null when missing or malformed. */
export function parseRating(value: string | null | undefined): number | null {
  if (!value) return null
  try {
    const rating = Number((JSON.parse(value) as { value?: unknown }).value)
    return Number.isFinite(rating) ? rating : null
  } catch {
    return null
  }
}

/**
 * What a card's stars say, from the product's `reviews.rating` and `reviews.rating_count` metafields:
 * null (no stars) for a product nobody has reviewed, whether the metafields are missing or say 0.
 */
export function cardRating(
  ratingValue: string | null | undefined,
  countValue: string | null | undefined,
): { rating: number; count: number | null } | null {
  const rating = parseRating(ratingValue)
  const count = countValue ? Number(countValue) : null
  if (rating === null || rating <= 0 || count === 0) return null
  return { rating, count: count !== null && Number.isInteger(count) && count > 0 ? count : null }
}

/** Five stars, the whole ones filled (the rating floored), and the review count. */
export function ProductRating({ rating, count }: { rating: number; count: number | null }) {
  const filled = Math.floor(rating)
  return (
    <div className="flex items-center gap-1 text-xs text-stone-300">
      <span className="sr-only">
        Rated {rating} out of 5{count === null ? '' : `, ${count} ${count === 1 ? 'review' : 'reviews'}`}
      </span>
      <span aria-hidden="true" className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon
            key={star}
            width={14}
            height={14}
            className={star <= filled ? 'fill-amber-400 text-amber-400' : 'text-stone-600'}
          />
        ))}
      </span>
      {count === null ? null : <span aria-hidden="true">({count})</span>}
    </div>
  )
}

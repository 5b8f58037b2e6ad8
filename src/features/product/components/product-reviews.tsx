import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useSession } from '../../../lib/session'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { formatAverage } from '../../../shared/catalogue/review-figures'
import type { Review, ReviewSummary } from '../../../shared/catalogue/reviews'
import { Button, buttonClass } from '../../../ui/button'
import { ProductRating } from '../../../ui/product/product-rating'
import { useReviewsPage } from '../api/product-reviews-query'
import { reviewCountText } from '../review-text'
import { ReviewForm } from './review-form'

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

function Summary({ summary }: { summary: ReviewSummary }) {
  if (summary.average === null || summary.count === 0) {
    return <p className="text-lg font-semibold text-stone-100">No reviews yet</p>
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span aria-hidden="true" className="text-4xl font-extrabold text-stone-50">
        {formatAverage(summary.average)}
      </span>
      <div className="flex flex-col gap-1">
        <span aria-hidden="true">
          <ProductRating rating={summary.average} count={null} />
        </span>
        <p className="text-sm text-stone-300">
          {formatAverage(summary.average)} out of 5 · {reviewCountText(summary.count)}
        </p>
      </div>
    </div>
  )
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex flex-col gap-1 border-b border-stone-800 pb-4">
      <article aria-label={review.title} className="flex flex-col gap-1">
        <ProductRating rating={review.rating} count={null} />
        <h3 className="font-semibold text-stone-100">{review.title}</h3>
        <p className="text-xs text-stone-400">
          {review.author} ·{' '}
          <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        </p>
        {/* Plain text, escaped by React; line breaks kept as the shopper wrote them. */}
        <p className="whitespace-pre-line text-stone-300">{review.text}</p>
      </article>
    </li>
  )
}

/** Who may write: the form for a signed-in shopper, a way to sign in for anyone else. */
function WriteReview({ productRef, online }: { productRef: string; online: boolean }) {
  const session = useSession()
  const here = useRouterState({ select: (state) => state.location.href })
  const [open, setOpen] = useState(false)
  const [posted, setPosted] = useState(false)

  if (posted) {
    return (
      <p role="status" className="text-sm font-semibold text-emerald-300">
        Thanks! Your review is posted.
      </p>
    )
  }
  if (session.status === 'signed-out') {
    return (
      <Link
        to="/sign-in"
        search={{ returnTo: here }}
        className={buttonClass({ variant: 'outline', className: 'self-start' })}
      >
        Sign in to write a review
      </Link>
    )
  }
  if (session.status === 'unknown') {
    return online ? null : <p className="text-sm text-stone-300">Writing a review needs a connection.</p>
  }
  return (
    <div className="flex flex-col gap-4">
      <Button variant="outline" aria-expanded={open} onClick={() => setOpen(!open)} className="self-start">
        Write a review
      </Button>
      {open ? <ReviewForm productRef={productRef} online={online} onPosted={() => setPosted(true)} /> : null}
    </div>
  )
}

/** Offline with nothing read before: TanStack Query waits for the connection, or failed at once. */
function notSavedOffline(query: { fetchStatus: string; isError: boolean }, online: boolean) {
  return query.fetchStatus === 'paused' || (!online && query.isError)
}

/**
 * The reviews after `cursor` (the page before's `nextCursor`), then "Show more reviews" for the page
 * after them. Each page is read with the cursor its page before has now, so pages read again after a
 * new review follow on without a gap or a repeat.
 */
function LaterPage({ productRef, cursor, online }: { productRef: string; cursor: string; online: boolean }) {
  const page = useReviewsPage(productRef, cursor)
  if (page.data)
    return (
      <PageReviews
        productRef={productRef}
        reviews={page.data.reviews}
        next={page.data.nextCursor}
        online={online}
      />
    )
  if (notSavedOffline(page, online)) {
    return (
      <li role="status" className="text-sm text-stone-300">
        More reviews need a connection.
      </li>
    )
  }
  if (page.isError) {
    return (
      <li className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-red-300">
          More reviews couldn't be loaded.
        </p>
        <Button variant="secondary" onClick={() => void page.refetch()}>
          Try again
        </Button>
      </li>
    )
  }
  return <li role="status">Loading reviews…</li>
}

/** A page's reviews as list items, then the way on to the next page when there is one. */
function PageReviews({
  productRef,
  reviews,
  next,
  online,
}: {
  productRef: string
  reviews: readonly Review[]
  next: string | null
  online: boolean
}) {
  const [showNext, setShowNext] = useState(false)
  return (
    <>
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
      {next === null ? null : showNext ? (
        <LaterPage productRef={productRef} cursor={next} online={online} />
      ) : (
        <li>
          <Button variant="outline" onClick={() => setShowNext(true)}>
            Show more reviews
          </Button>
        </li>
      )}
    </>
  )
}

/**
 * A product's reviews (docs/decisions/0033-reviews-in-the-shops-own-database.md): the average and
 * count, the newest reviews with "Show more reviews", and "Write a review". Offline it shows what
 * this device read before, or says that reviews were not saved: never a spinner that cannot end.
 */
export function ProductReviews({ productRef }: { productRef: string }) {
  const first = useReviewsPage(productRef, null)
  const online = useOnlineStatus()

  if (first.data) {
    return (
      <div className="flex flex-col gap-5">
        <Summary summary={first.data.summary} />
        <WriteReview productRef={productRef} online={online} />
        {first.data.reviews.length > 0 ? (
          <ol aria-label="Reviews" className="flex flex-col gap-4">
            <PageReviews
              productRef={productRef}
              reviews={first.data.reviews}
              next={first.data.nextCursor}
              online={online}
            />
          </ol>
        ) : null}
      </div>
    )
  }
  if (notSavedOffline(first, online)) {
    return (
      <div role="status" className="flex flex-col gap-1">
        <p className="font-semibold text-stone-100">Reviews aren't saved for offline</p>
        <p className="text-sm text-stone-300">They will load when you're back online.</p>
      </div>
    )
  }
  if (first.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert">Reviews couldn't be loaded.</p>
        <Button variant="secondary" onClick={() => void first.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  return <p role="status">Loading reviews…</p>
}

import { type FormEvent, useId, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api/api-error'
import { getErrorMessage } from '../../../lib/get-error-message'
import {
  newReviewSchema,
  REVIEW_RATING_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
} from '../../../shared/catalogue/reviews'
import { Button } from '../../../ui/button'
import { StarIcon } from '../../../ui/icons'
import { usePostReview } from '../api/post-review'

type Field = 'rating' | 'title' | 'text'
type FieldErrors = Partial<Record<Field, string>>

const FIELDS: readonly Field[] = ['rating', 'title', 'text']
const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1)

const inputClass =
  'w-full rounded-md border border-stone-700 bg-stone-950 px-3 py-2.5 text-stone-100 placeholder:text-stone-500 aria-invalid:border-red-500'

function isField(name: unknown): name is Field {
  return FIELDS.includes(name as Field)
}

/** The server names the field it refuses ("title: Title can be at most 100 characters."): shown by it. */
function fieldErrorOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const [, field, message] = /^(\w+): (.+)$/s.exec(error.message) ?? []
  return isField(field) && message ? { [field]: message } : null
}

/** What went wrong, for the line under the form: the server's words, or the lost connection. */
function formErrorOf(error: unknown): string {
  return error instanceof ApiError
    ? getErrorMessage(error)
    : "Your review wasn't sent: check your connection and try again."
}

/**
 * "Write a review" for a signed-in shopper: a rating as five radio stars, a title and the review.
 * Each field says what is wrong with it, checked by the same schema the server uses; the server's
 * own refusals (one review per product, too many at once) show under the form.
 */
export function ReviewForm({
  productRef,
  online,
  onPosted,
}: {
  productRef: string
  online: boolean
  onPosted: () => void
}) {
  const id = useId()
  const postReview = usePostReview(productRef)
  const [rating, setRating] = useState<number>()
  const [title, setTitle] = useState('')
  const [text, setText] = useState('')
  const [checked, setChecked] = useState<FieldErrors>({})
  const form = useRef<HTMLFormElement>(null)

  const serverFieldErrors = fieldErrorOf(postReview.error)
  const errors: FieldErrors = serverFieldErrors ?? checked
  const formError = postReview.error && !serverFieldErrors ? formErrorOf(postReview.error) : undefined
  const errorId = (field: Field) => `${id}-${field}-error`
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {}

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = newReviewSchema.safeParse({ rating, title, text })
    if (!parsed.success) {
      const found: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (isField(field)) found[field] ??= issue.message
      }
      setChecked(found)
      postReview.reset()
      // The first field in error takes the focus, so its message is read out.
      const first = FIELDS.find((field) => found[field])
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setChecked({})
    postReview.mutate(parsed.data, { onSuccess: onPosted })
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      aria-label="Write a review"
      noValidate
      className="flex flex-col gap-4"
    >
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={errors.rating ? errorId('rating') : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-stone-200">Your rating</legend>
        <div className="flex gap-1">
          {STARS.map((stars) => (
            <label key={stars} className="relative inline-flex cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                data-field={stars === 1 ? 'rating' : undefined}
                className="peer sr-only"
              />
              <StarIcon
                width={32}
                height={32}
                className={`rounded p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-orange-400 ${
                  rating !== undefined && stars <= rating
                    ? 'fill-amber-400 text-amber-400'
                    : 'text-stone-500 hover:text-amber-300'
                }`}
              />
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={errorId('rating')} className="text-sm text-red-300">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="text-sm font-semibold text-stone-200">
          Title
        </label>
        <input
          id={`${id}-title`}
          data-field="title"
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClass}
          {...described('title')}
        />
        {errors.title ? (
          <p id={errorId('title')} className="text-sm text-red-300">
            {errors.title}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-stone-200">
          Review
        </label>
        <textarea
          id={`${id}-text`}
          data-field="text"
          rows={5}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
          {...described('text')}
        />
        {errors.text ? (
          <p id={errorId('text')} className="text-sm text-red-300">
            {errors.text}
          </p>
        ) : null}
      </div>

      {formError ? (
        <p role="alert" className="rounded-md border border-red-800 bg-red-950/40 p-3 text-sm text-red-200">
          {formError}
        </p>
      ) : null}
      {online ? null : (
        <p role="status" className="text-sm text-amber-200">
          Writing a review needs a connection. You can send it once you're back online.
        </p>
      )}
      <Button type="submit" disabled={postReview.isPending || !online} className="self-start">
        {postReview.isPending ? 'Posting…' : 'Post review'}
      </Button>
    </form>
  )
}

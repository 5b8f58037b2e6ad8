import { type FormEvent, useId, useState } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { NEWSLETTER_BASE_COUNT, NEWSLETTER_PERCENT_OFF } from '../../../shared/home/newsletter'
import { Button } from '../../../ui/button'
import { toast } from '../../../ui/use-toast'
import { useNewsletterStatus, useSubscribeToNewsletter } from '../api/newsletter-status'

const countFormat = new Intl.NumberFormat('en-US')

/**
 * The newsletter: one email field and Join, 15% off the first order, and the subscriber count
 * (15247 plus real sign-ups, docs/decisions/0009-no-fake-waiting.md). The joining state lasts as
 * long as the request. A new subscriber's code is mailed, so the line under the form points to the
 * inbox only then (docs/decisions/0040-gift-card-and-welcome-codes.md).
 */
export function NewsletterSignup() {
  const id = useId()
  const online = useOnlineStatus()
  const [email, setEmail] = useState('')
  const status = useNewsletterStatus()
  const subscribe = useSubscribeToNewsletter()
  const joined = subscribe.data
  const count = status.data?.subscriberCount ?? NEWSLETTER_BASE_COUNT

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (email.trim() === '') {
      toast({ variant: 'destructive', title: 'Error', description: 'Please enter your email address.' })
      return
    }
    subscribe.mutate(
      { email },
      {
        onSuccess: () => {
          toast({
            title: 'Welcome to the Brotherhood!',
            description: "You've successfully subscribed to our newsletter.",
          })
          setEmail('')
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Not subscribed', description: getErrorMessage(error) }),
      },
    )
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col items-center gap-4 rounded-2xl border border-orange-900/60 bg-gradient-to-br from-orange-950/60 to-stone-950 p-6 text-center sm:p-10"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
        Join the Brotherhood
      </h2>
      <p className="max-w-xl text-stone-300">
        Ride reports, new arrivals and members-only deals — and {NEWSLETTER_PERCENT_OFF}% off your first
        order.
      </p>
      <form onSubmit={onSubmit} className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-stone-700 bg-stone-950 px-3 py-3 text-stone-100 placeholder:text-stone-500"
        />
        <Button type="submit" size="lg" disabled={subscribe.isPending || !online}>
          {subscribe.isPending ? 'Joining...' : 'Join'}
        </Button>
      </form>
      <p role="status" className="text-sm font-semibold text-orange-200">
        {joined
          ? joined.newSubscriber
            ? `Check your inbox for your ${NEWSLETTER_PERCENT_OFF}% code.`
            : 'That address was already subscribed, so no new code is sent.'
          : ''}
      </p>
      <p className="text-sm text-stone-400">
        {online ? (
          <>
            Join <span data-testid="subscriber-count">{countFormat.format(count)}</span> riders already
            subscribed.
          </>
        ) : (
          "You're offline. Signing up needs a connection."
        )}
      </p>
    </section>
  )
}

import * as z from 'zod/mini'
import { emailField } from './gift-card'

/** The subscriber count shown before real sign-ups are added (docs/decisions/0009-no-fake-waiting.md). */
export const NEWSLETTER_BASE_COUNT = 15247
/** What a new subscriber's welcome code takes off their first order, in percent. */
export const NEWSLETTER_PERCENT_OFF = 15
/** What a welcome code starts with, e.g. RIDE15-7K3F-Q9TD-2LXW-8M4P. */
export const NEWSLETTER_CODE_PREFIX = `RIDE${NEWSLETTER_PERCENT_OFF}`

/** `POST /api/newsletter`. */
export const newsletterRequestSchema = z.object({ email: emailField('Email') })

export type NewsletterRequest = z.input<typeof newsletterRequestSchema>

/** `GET /api/newsletter`: the count shown beside the sign-up. */
export const newsletterStatusSchema = z.object({ subscriberCount: z.number() })

export type NewsletterStatus = z.output<typeof newsletterStatusSchema>

/**
 * The answer to a sign-up: 201 with `newSubscriber` true when the address joined now (its welcome
 * mail with the code is on its way), 200 with false when it was subscribed already (nothing is sent).
 */
export const newsletterSignupSchema = z.extend(newsletterStatusSchema, { newSubscriber: z.boolean() })

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>

import * as z from 'zod/mini'
import { emailField } from './gift-card'

/** The subscriber count shown before real sign-ups are added (docs/decisions/0009-no-fake-waiting.md). */
export const NEWSLETTER_BASE_COUNT = 15247

/** `POST /api/newsletter`. */
export const newsletterRequestSchema = z.object({ email: emailField('Email') })

export type NewsletterRequest = z.input<typeof newsletterRequestSchema>

/** `GET /api/newsletter` and the answer to a sign-up (201 when new, 200 when already subscribed). */
export const newsletterStatusSchema = z.object({ subscriberCount: z.number() })

export type NewsletterStatus = z.output<typeof newsletterStatusSchema>

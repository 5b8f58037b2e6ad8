import { count } from 'drizzle-orm'
import {
  NEWSLETTER_BASE_COUNT,
  NEWSLETTER_CODE_PREFIX,
  NEWSLETTER_PERCENT_OFF,
  type NewsletterStatus,
} from '../../shared/home/newsletter'
import { insertWithFreshCode } from '../codes/random-code'
import type { Db } from '../db/client'
import { discountCodes, newsletterSubscribers } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { newsletterWelcomeMail } from '../mail/templates/newsletter-welcome'

export async function readNewsletterStatus(db: Db): Promise<NewsletterStatus> {
  const [row] = await db.select({ subscribers: count() }).from(newsletterSubscribers)
  return { subscriberCount: NEWSLETTER_BASE_COUNT + (row?.subscribers ?? 0) }
}

/**
 * Adds `email` (already trimmed and lower-cased) unless it is subscribed, and with a new subscriber,
 * in the same transaction, its single-use first-order code and the welcome mail that carries it.
 * `created` is false for a repeat, which sends nothing; two sign-ups of one address at the same
 * moment still store it once (ON CONFLICT DO NOTHING waits for the other's commit), so one code.
 */
export async function subscribeToNewsletter(
  deps: { db: Db; mailer: Mailer },
  email: string,
): Promise<{ created: boolean; status: NewsletterStatus }> {
  const publicUrl = deps.mailer.publicUrl()
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id })
    if (inserted.length === 0) return false
    const { code } = await insertWithFreshCode(NEWSLETTER_CODE_PREFIX, async (fresh) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({ code: fresh, percentOff: NEWSLETTER_PERCENT_OFF, email })
        .onConflictDoNothing({ target: discountCodes.code })
        .returning({ code: discountCodes.code })
      return row
    })
    await enqueueMail(
      tx,
      await newsletterWelcomeMail({ email, code, percentOff: NEWSLETTER_PERCENT_OFF }, publicUrl),
    )
    return true
  })
  if (created) deps.mailer.wake()
  return { created, status: await readNewsletterStatus(deps.db) }
}

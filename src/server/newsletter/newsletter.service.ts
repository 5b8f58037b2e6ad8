import { count } from 'drizzle-orm'
import { NEWSLETTER_BASE_COUNT, type NewsletterStatus } from '../../shared/home/newsletter'
import type { Db } from '../db/client'
import { newsletterSubscribers } from '../db/schema'

export async function readNewsletterStatus(db: Db): Promise<NewsletterStatus> {
  const [row] = await db.select({ subscribers: count() }).from(newsletterSubscribers)
  return { subscriberCount: NEWSLETTER_BASE_COUNT + (row?.subscribers ?? 0) }
}

/**
 * Adds `email` (already trimmed and lower-cased) unless it is subscribed. `created` is false for a
 * repeat; two sign-ups of one address at the same moment still store it once (ON CONFLICT DO NOTHING).
 */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
): Promise<{ created: boolean; status: NewsletterStatus }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id })
  return { created: inserted.length > 0, status: await readNewsletterStatus(db) }
}

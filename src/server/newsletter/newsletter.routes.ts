import { Hono } from 'hono'
import { type NewsletterSignup, newsletterRequestSchema } from '../../shared/home/newsletter'
import type { Db } from '../db/client'
import { readJsonBody } from '../http/json-body'
import type { Mailer } from '../mail/mailer'
import { readNewsletterStatus, subscribeToNewsletter } from './newsletter.service'

/** The newsletter sign-up. Mount with `app.route('/api/newsletter', newsletterRoutes(deps))`. */
export function newsletterRoutes(deps: { db: Db; mailer: Mailer }) {
  return new Hono()
    .get('/', async (c) => c.json(await readNewsletterStatus(deps.db)))
    .post('/', async (c) => {
      const { email } = await readJsonBody(c, newsletterRequestSchema)
      const { created, status } = await subscribeToNewsletter(deps, email)
      const answer: NewsletterSignup = { ...status, newSubscriber: created }
      return c.json(answer, created ? 201 : 200)
    })
}

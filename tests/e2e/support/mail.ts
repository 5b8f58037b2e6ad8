import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'
import { type ReceivedMail, readReceivedMail } from '../../support/test-mail-server'

/** Where the suite's SMTP server (tests/e2e/global-setup.ts) listens, and where it writes what it got. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325)
export const E2E_MAIL_FOLDER = fileURLToPath(new URL('../../../.data/e2e-mail', import.meta.url))

/** The mail the shop sent to `to` so far, oldest first. */
export async function mailTo(to: string): Promise<ReceivedMail[]> {
  const all = await readReceivedMail(path.resolve(E2E_MAIL_FOLDER))
  return all.filter((mail) => mail.to.includes(to.toLowerCase()))
}

/** Waits until `to` has received `count` messages matching `subject` (the outbox delivers within seconds). */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = []
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).filter((mail) => subject.test(mail.subject))
        return found.length
      },
      { message: `${count} message(s) to ${to} with subject ${subject}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

import { rm } from 'node:fs/promises'
import { startTestMailServer } from '../support/test-mail-server'
import { E2E_MAIL_FOLDER, E2E_SMTP_PORT } from './support/mail'

/**
 * The suite's mail server: a real SMTP server in the test runner's process, which the shop under
 * test sends to (SMTP_URL in playwright.config.ts). Tests read what it received through
 * tests/e2e/support/mail.ts. Returns the teardown.
 */
export default async function globalSetup() {
  await rm(E2E_MAIL_FOLDER, { recursive: true, force: true })
  const server = await startTestMailServer({ port: E2E_SMTP_PORT, folder: E2E_MAIL_FOLDER })
  return () => server.close()
}

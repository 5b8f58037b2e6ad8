/**
 * What the rest of the server needs of mail: the address links in a message point at, and a nudge
 * to the outbox worker after a transaction wrote a message (src/server/mail/outbox.ts).
 */
export interface Mailer {
  /** The shop's public address, without a trailing slash. */
  publicUrl(): string
  /** Deliver soon: called after a commit that wrote to the outbox. */
  wake(): void
}

/** A mailer whose messages wait in the outbox for a worker elsewhere (tests, and the default). */
export function outboxOnlyMailer(publicUrl: string): Mailer {
  return { publicUrl: () => publicUrl, wake: () => {} }
}

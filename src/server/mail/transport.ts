import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { localMailbox } from '../db/schema'

/** A message as the outbox hands it over; `id` is its outbox row's, which makes its Message-ID. */
export interface MailMessage {
  id: string
  to: string
  subject: string
  html: string
  text: string
}

export interface MailTransport {
  deliver(message: MailMessage): Promise<void>
  /** Where mail goes, for the start-up line: "smtp://mail.example.com:587" or the local mailbox. */
  description: string
}

/** `<{outbox id}@{the sender's domain}>`: the same on every retry of one message. */
export function messageIdOf(id: string, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<${id}@${domain}>`
}

/** Sends through the SMTP server at `url` (nodemailer; `smtps://` is TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url)
  const shown = new URL(url)
  return {
    description: `${shown.protocol}//${shown.host}`,
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: messageIdOf(message.id, from),
      })
    },
  }
}

/**
 * With no SMTP server set, mail is kept in the database's local mailbox, which the server shows on
 * this machine (src/server/mail/mailbox.routes.ts). A repeat of a message is kept once.
 */
export function localMailboxTransport(db: Db, from: string, where: string): MailTransport {
  return {
    description: where,
    async deliver(message) {
      await db
        .insert(localMailbox)
        .values({
          messageId: messageIdOf(message.id, from),
          recipient: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        })
        .onConflictDoNothing({ target: localMailbox.messageId })
    },
  }
}

import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as the test SMTP server received it, parsed (mailparser). */
export interface ReceivedMail {
  messageId: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((object) => object.value.flatMap((entry) => (entry.address ? [entry.address] : [])))
}

/**
 * A real SMTP server (smtp-server) in the test's own process, on loopback, taking any sender and
 * recipient without authentication: the shop under test sends to it with `SMTP_URL=url`. Each message
 * is parsed and kept in `messages`, and written to `folder` when given, for another process to read.
 */
export async function startTestMailServer(options: { port?: number; folder?: string } = {}) {
  const messages: ReceivedMail[] = []
  if (options.folder) await mkdir(options.folder, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            messageId: parsed.messageId ?? '',
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          }
          messages.push(mail)
          if (options.folder) {
            const name = `${Date.now()}-${messages.length}.json`
            // Written aside and renamed into place, so a reader never finds half a message.
            const partial = path.join(options.folder, `${name}.partial`)
            await writeFile(partial, JSON.stringify(mail))
            await rename(partial, path.join(options.folder, name))
          }
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Every message written to `folder` by a test mail server, oldest first. */
export async function readReceivedMail(folder: string): Promise<ReceivedMail[]> {
  const names = await readdir(folder).catch(() => [] as string[])
  const sorted = names
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => {
      const [at, an] = a.split(/[-.]/).map(Number)
      const [bt, bn] = b.split(/[-.]/).map(Number)
      return (at ?? 0) - (bt ?? 0) || (an ?? 0) - (bn ?? 0)
    })
  return Promise.all(
    sorted.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as ReceivedMail),
  )
}

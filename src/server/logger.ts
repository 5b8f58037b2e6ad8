import { pino } from 'pino'

export type Logger = pino.Logger

/** Whatever a log line might carry of a shopper's secrets, wherever it sits, is never written. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token']
const SECRET_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'cookie',
  '*.cookie',
  '*.headers.cookie',
]

/** Structured JSON logs on stdout (or `destination`), one line per event. */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options = { level, base: { service: 'open-road-shop' }, redact: { paths: SECRET_PATHS } }
  return destination ? pino(options, destination) : pino(options)
}

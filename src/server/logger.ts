import { pino } from 'pino'

export type Logger = pino.Logger

/** Structured JSON logs on stdout, one line per event. */
export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({ level, base: { service: 'open-road-shop' } })
}

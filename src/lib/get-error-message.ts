const UNKNOWN_ERROR = 'Unknown error'

/**
 * The one way to turn a caught `unknown` into text a shopper can read.
 * Objects with a string `message` (e.g. JSON error payloads) count as errors too; an empty
 * message falls back to 'Unknown error' so the UI never shows a blank error.
 */
export function getErrorMessage(error: unknown): string {
  let message: unknown
  if (typeof error === 'string') message = error
  else if (error instanceof Error) message = error.message
  else if (typeof error === 'object' && error !== null && 'message' in error) message = error.message
  return typeof message === 'string' && message.trim() !== '' ? message : UNKNOWN_ERROR
}

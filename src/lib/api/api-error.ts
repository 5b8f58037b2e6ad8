import { getErrorMessage } from '../get-error-message'

/**
 * A non-OK reply from the shop's own API. The message is the status, a colon and
 * a space, then the response body, or the status text when the body is empty.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** A 404 from the own API, so callers can tell "no such thing" from a failure without parsing text. */
export class NotFoundError extends ApiError {
  constructor(message: string) {
    super(404, message)
    this.name = 'NotFoundError'
  }
}

/** Whether a caught value is an own-API error with one of the given statuses. */
export function isApiErrorWithStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status)
}

/** The `{ error: { code, message } }` a failed own-API reply carried, when it carried one. */
function errorBody(error: unknown): { code?: unknown; message?: unknown } | undefined {
  if (!(error instanceof ApiError)) return undefined
  try {
    const parsed: unknown = JSON.parse(error.message.slice(error.message.indexOf(': ') + 2))
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const inner: unknown = parsed.error
      if (typeof inner === 'object' && inner !== null) return inner
    }
  } catch {
    // Not JSON: there is no code or message to read.
  }
  return undefined
}

/**
 * What to tell a shopper about a failed own-API call: the server's own `{ error: { message } }` text
 * when the reply carried one (a 400 says which field is wrong), else the status-and-body message.
 */
export function apiErrorMessage(error: unknown): string {
  const message = errorBody(error)?.message
  return typeof message === 'string' && message !== '' ? message : getErrorMessage(error)
}

/** The machine-readable code of a failed own-API reply, e.g. "empty_cart". */
export function apiErrorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code
  return typeof code === 'string' ? code : undefined
}

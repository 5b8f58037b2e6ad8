/**
 * A non-OK reply from the shop's own API. The message is the spec §8 text: the status, a colon and
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

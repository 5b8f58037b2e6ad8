import { apiErrorReplySchema, SIGNED_OUT_CODE } from '../../shared/api-error'

/** The code of a reply that is not what the shared schema says it is (src/lib/api/api-request.ts). */
export const UNEXPECTED_REPLY_CODE = 'unexpected_reply'

/**
 * A reply from the shop's own API that the page cannot use: a non-OK status, with the `code` and
 * `message` of the server's `{ error: { code, message } }`, or an OK reply of the wrong shape
 * (`UNEXPECTED_REPLY_CODE`). A failed connection is not one: `fetch` rejects with a TypeError then.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** For programs, e.g. "empty_cart"; `http_{status}` when the reply said nothing in the API's form. */
    readonly code: string,
    /** For the shopper: the server's own words when it gave them. */
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'ApiError'
  }
}

/** A 404 from the own API, so callers can tell "no such thing" from a failure. */
export class NotFoundError extends ApiError {
  constructor(code: string, message: string) {
    super(404, code, message)
    this.name = 'NotFoundError'
  }
}

/**
 * The error a non-OK reply stands for. A body in the API's error form gives the code and message;
 * any other (a proxy's page, an empty body) gives `http_{status}` and "{status}: {body or status text}".
 */
export async function apiErrorFromReply(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: not the API's error form either.
  }
  const reply = apiErrorReplySchema.safeParse(body)
  const { code, message } = reply.success
    ? reply.data.error
    : { code: `http_${response.status}`, message: `${response.status}: ${text || response.statusText}` }
  return response.status === 404
    ? new NotFoundError(code, message)
    : new ApiError(response.status, code, message)
}

/** Whether a caught value is an own-API error with one of the given statuses. */
export function isApiErrorWithStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status)
}

/**
 * Whether the server refused because nobody is signed in (any more). A wrong password at sign-in is
 * a 401 too, with another code: that is the form's to show. src/lib/session.ts handles this one.
 */
export function isSignedOutError(error: unknown): error is ApiError {
  return isApiErrorWithStatus(error, 401) && error.code === SIGNED_OUT_CODE
}

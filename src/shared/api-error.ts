import * as z from 'zod/mini'

/**
 * How the own API says no: every non-OK reply is JSON `{ "error": { "code", "message" } }`, the code
 * for programs ("empty_cart"), the message for the shopper. The server writes it
 * (src/server/http/errors.ts) and the browser reads it (src/lib/api/api-error.ts).
 */
export const apiErrorReplySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})

export type ApiErrorReply = z.output<typeof apiErrorReplySchema>

/** The code of the 401 that means "nobody is signed in (any more)": the browser then signs in again. */
export const SIGNED_OUT_CODE = 'unauthorized'

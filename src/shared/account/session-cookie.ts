/** The session cookie's name: set at sign-in (src/server/auth/session.ts), never readable by scripts. */
export const SESSION_COOKIE = 'orms_session'

/**
 * Whether a request's `Cookie` header carries a session cookie. Without one nobody is signed in, so a
 * page the server renders may say so (src/entry-server.tsx); with one, only the server's session
 * store knows whether it is still good.
 */
export function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`))
}

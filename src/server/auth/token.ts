import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes (256 bits) in base64url: the cookie of a session, the key of a reset link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What `newToken` makes; anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** SHA-256 (hex) of a token: the only form stored, so a leaked table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The compressed encodings the server sends, best first. */
export type ContentEncoding = 'br' | 'gzip'

/** The best of `br` and `gzip` that an `Accept-Encoding` header allows, or null for none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return null
}

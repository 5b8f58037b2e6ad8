/**
 * The /shop search params for a header search, or null when there is nothing to search for: the
 * header search does nothing for empty or whitespace-only text.
 */
export function shopSearchParams(text: string): { search: string } | null {
  const search = text.trim()
  return search ? { search } : null
}

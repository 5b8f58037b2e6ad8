const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Row ids in URLs are uuids; anything else names no row, and must not reach a uuid column as text. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}

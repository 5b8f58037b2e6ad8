function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * `next`, with every part deeply equal to the same part of `previous` replaced by `previous`'s own
 * object: `previous` itself when nothing changed. For JSON data (objects, arrays, primitives).
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length
    const shared = next.map((item, index) => {
      const part = shareEqual(previous[index], item)
      if (part !== previous[index]) same = false
      return part
    })
    return (same ? previous : shared) as T
  }
  if (isRecord(previous) && isRecord(next)) {
    const keys = Object.keys(next)
    let same = keys.length === Object.keys(previous).length
    const shared: Record<string, unknown> = {}
    for (const key of keys) {
      shared[key] = shareEqual(previous[key], next[key])
      if (shared[key] !== previous[key] || !(key in previous)) same = false
    }
    return (same ? previous : shared) as T
  }
  return next
}

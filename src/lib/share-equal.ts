import { useEffect, useRef } from 'react'

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

/**
 * `data` that keeps its identity (and that of each unchanged part) while its content stays the same.
 * A client that reads an answer again hands over a new copy (urql subscribes once more after the
 * first render, and graphcache then reads the query anew): with this, what is built from the data
 * (48 product cards) is not built again for a copy.
 */
export function useStableData<T>(data: T): T {
  const committed = useRef(data)
  const stable = shareEqual(committed.current, data)
  // Remembered once the render is committed: a render React throws away leaves nothing behind.
  useEffect(() => {
    committed.current = stable
  })
  return stable
}

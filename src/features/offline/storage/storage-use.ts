export interface StorageUse {
  /** Bytes this shop keeps on the device (all its storage: saved data, pictures, the app itself). */
  usage: number
  /** Bytes the browser lets it keep. */
  quota: number
  /** Whether the browser keeps the data when space runs low, instead of clearing it. */
  persisted: boolean
}

/** What the shop keeps on this device, or null where the browser does not say. */
export async function readStorageUse(): Promise<StorageUse | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.estimate) return null
  try {
    const [estimate, persisted] = await Promise.all([
      storage.estimate(),
      storage.persisted ? storage.persisted() : Promise.resolve(false),
    ])
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted }
  } catch {
    return null
  }
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const

/** "850 KB", "12.3 MB", "1.2 GB": decimal units, one decimal from MB up. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  // 999,999 bytes rounds to 1,000 KB: say 1 MB instead.
  const digitsFor = (u: number) => (u >= 2 ? 1 : 0)
  const rounded = (v: number, u: number) => Number(v.toFixed(digitsFor(u)))
  while (rounded(value, unit) >= 1000 && unit < UNITS.length - 1) {
    value /= 1000
    unit += 1
  }
  const text = new Intl.NumberFormat('en-US', { maximumFractionDigits: digitsFor(unit) }).format(value)
  return `${text} ${UNITS[unit]}`
}

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return percentile(values, 50)
}

/** The nearest-rank percentile of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

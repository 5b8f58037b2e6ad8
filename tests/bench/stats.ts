/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return percentile(values, 50)
}

/** The nearest-rank percentile of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

export interface Spread {
  median: number
  min: number
  max: number
}

/** The median of `values` with their lowest and highest; NaN for none. */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    median: median(sorted),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

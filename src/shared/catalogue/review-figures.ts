// Plain functions, no schemas: the product page's own code imports these, and nothing more comes with them.

/**
 * The average of `count` ratings adding up to `sum`, to one decimal, halves rounded up: the same
 * figure Postgres's `round(avg(rating), 1)` gives (the reviews service and the seed both use it).
 * Null with no ratings.
 */
export function averageRating(sum: number, count: number): number | null {
  if (count === 0) return null
  // In tenths, from whole numbers: a half (43.5) is exact, so it rounds as the database does.
  return Math.round((sum * 10) / count) / 10
}

/** "4.3" or "5.0": how an average is written, and the value of the `reviews.rating` metafield. */
export function formatAverage(average: number): string {
  return average.toFixed(1)
}

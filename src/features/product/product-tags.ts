/** A product page shows at most six tags. */
const MAX_VISIBLE_TAGS = 6

/**
 * The tags a shopper sees. Machine tags that only drive listing filters (`size-…` and `sale`)
 * mean nothing on their own, so they are left out before the six are picked.
 */
export function visibleTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !tag.startsWith('size-') && tag !== 'sale').slice(0, MAX_VISIBLE_TAGS)
}

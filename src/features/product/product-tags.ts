/** A product page shows at most six tags. */
const MAX_VISIBLE_TAGS = 6

/** Machine tags: `sale` drives a listing filter; a store's `free-shipping` promises what only the shipping rule decides (src/shared/shipping.ts). */
const HIDDEN_TAGS = new Set(['sale', 'free-shipping'])

/**
 * The tags a shopper sees. Machine tags (`size-…` and HIDDEN_TAGS) mean nothing on their own or
 * say something untrue, so they are left out before the six are picked.
 */
export function visibleTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !tag.startsWith('size-') && !HIDDEN_TAGS.has(tag)).slice(0, MAX_VISIBLE_TAGS)
}

/**
 * Picks, among cached copies of one image at other widths, the one to show for a width that is not
 * cached: the narrowest copy at least as wide as asked (it scales down without blurring), else the
 * widest one narrower than that. A copy without a `width` parameter is the full-size image.
 * Returns undefined when no cached URL has the same origin and path.
 */
export function nearestWidthUrl(requestUrl: string, cachedUrls: readonly string[]): string | undefined {
  const wanted = new URL(requestUrl)
  const target = widthOf(wanted)
  let larger: { url: string; width: number } | undefined
  let smaller: { url: string; width: number } | undefined
  for (const cachedUrl of cachedUrls) {
    const cached = new URL(cachedUrl)
    if (cached.origin !== wanted.origin || cached.pathname !== wanted.pathname) continue
    const width = widthOf(cached)
    if (width >= target) {
      if (!larger || width < larger.width) larger = { url: cachedUrl, width }
    } else if (!smaller || width > smaller.width) {
      smaller = { url: cachedUrl, width }
    }
  }
  return (larger ?? smaller)?.url
}

function widthOf(url: URL): number {
  const width = Number(url.searchParams.get('width'))
  return Number.isFinite(width) && width > 0 ? width : Number.POSITIVE_INFINITY
}

/** Widths offered in srcset; the image server (and Shopify's CDN) resize by the `width` parameter. */
const IMAGE_WIDTHS = [160, 320, 480, 640, 800] as const
const WIDEST_IMAGE_WIDTH = 800

/**
 * `url` with its `width` parameter set to `width`, the rest kept as it is. Plain string work: a
 * listing asks for six addresses a card, and parsing each as a URL measured as a tenth of the
 * listing's hydration at 4× CPU (docs/performance.md).
 */
export function imageUrlAtWidth(url: string, width: number): string {
  const hashAt = url.indexOf('#')
  const address = hashAt < 0 ? url : url.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : url.slice(hashAt)
  const queryAt = address.indexOf('?')
  if (queryAt < 0) return `${address}?width=${width}${hash}`
  const others = address
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== 'width')
  return `${address.slice(0, queryAt)}?${[...others, `width=${width}`].join('&')}${hash}`
}

/** The srcset width that covers a slot `pixels` device pixels wide: the narrowest wide enough, else the widest. */
export function srcSetWidthFor(pixels: number): number {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? WIDEST_IMAGE_WIDTH
}

export function imageSrcSet(url: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrlAtWidth(url, w)} ${w}w`).join(', ')
}

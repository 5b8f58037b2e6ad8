/** Widths offered in srcset; the image server (and Shopify's CDN) resize by the `width` parameter. */
const IMAGE_WIDTHS = [160, 320, 480, 640, 800] as const
const WIDEST_IMAGE_WIDTH = 800

export function imageUrlAtWidth(url: string, width: number): string {
  const parsed = new URL(url, 'http://placeholder.invalid')
  parsed.searchParams.set('width', String(width))
  return parsed.origin === 'http://placeholder.invalid'
    ? `${parsed.pathname}${parsed.search}`
    : parsed.toString()
}

/** The srcset width that covers a slot `pixels` device pixels wide: the narrowest wide enough, else the widest. */
export function srcSetWidthFor(pixels: number): number {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? WIDEST_IMAGE_WIDTH
}

export function imageSrcSet(url: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrlAtWidth(url, w)} ${w}w`).join(', ')
}

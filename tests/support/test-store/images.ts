/** The test store's product pictures: addresses on the store's own origin, and the SVGs it serves there. */
import type { TestImage } from './catalogue'

/** Where Shopify serves a shop's files from its own domain. */
export const IMAGE_PATH_PREFIX = '/cdn/shop/files/'
/** Shopify's CDN stamps each file's address with a version; a fixed one keeps answers stable. */
const FILE_VERSION = '1761901200'
const MAX_WIDTH = 5760

export interface ImageTransform {
  maxWidth?: number | null
  maxHeight?: number | null
  crop?: string | null
  scale?: number | null
  preferredContentType?: string | null
}

/** The image's absolute address on `origin`, with `width`/`height`/`crop` as Shopify's CDN takes them. */
export function imageUrl(image: TestImage, origin: string, transform?: ImageTransform | null): string {
  const url = new URL(`${IMAGE_PATH_PREFIX}${image.fileName}`, origin)
  url.searchParams.set('v', FILE_VERSION)
  const scale = Math.min(Math.max(transform?.scale ?? 1, 1), 3)
  if (transform?.maxWidth && transform.maxWidth > 0) {
    url.searchParams.set('width', String(Math.min(transform.maxWidth * scale, MAX_WIDTH)))
  }
  if (transform?.maxHeight && transform.maxHeight > 0) {
    url.searchParams.set('height', String(Math.min(transform.maxHeight * scale, MAX_WIDTH)))
  }
  if (transform?.crop) url.searchParams.set('crop', transform.crop.toLowerCase())
  return url.toString()
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Dark text on light backgrounds, white on the rest. */
function textColour(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const luminance = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff)
  return luminance > 150 ? '#1a1a1a' : '#ffffff'
}

/** A coloured card with the product's initials; `width` scales it the way a CDN resize would. */
export function imageSvg(image: TestImage, width?: number | null): string {
  const shownWidth = width && width > 0 ? Math.min(Math.round(width), MAX_WIDTH) : image.width
  const shownHeight = Math.round((shownWidth * image.height) / image.width)
  const ink = textColour(image.background)
  const middle = image.height / 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shownWidth}" height="${shownHeight}" viewBox="0 0 ${image.width} ${image.height}">`,
    `<rect width="${image.width}" height="${image.height}" fill="${image.background}"/>`,
    `<text x="50%" y="${middle}" fill="${ink}" font-family="sans-serif" font-size="${Math.round(image.height / 4)}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(image.initials)}</text>`,
    `<text x="50%" y="${Math.round(middle + image.height / 5)}" fill="${ink}" font-family="sans-serif" font-size="${Math.round(image.height / 18)}" text-anchor="middle">${escapeXml(image.caption)}</text>`,
    '</svg>',
  ].join('')
}

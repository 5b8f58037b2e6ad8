import { absoluteUrl } from './format'
import { toGid } from './gid'
import type { ImageRow } from './loaders'
import type { FieldResolver, ResolverMap } from './schema'

/** The source of the `Image` type, whether a product image or a collection's. */
export interface ImageSource {
  id: string | null
  /** Site-relative path as stored, e.g. /images/products/helmet-black-1203.svg */
  path: string
  altText: string | null
  width: number | null
  height: number | null
}

export interface ImageTransformInput {
  maxWidth?: number | null
  maxHeight?: number | null
  scale?: number | null
}

/** Widths our image server renders (images.routes.ts); Shopify's CDN would go up to 5760. */
const MIN_IMAGE_WIDTH = 16
const MAX_IMAGE_WIDTH = 2048
/** Shopify's cap on `scale`. */
const MAX_IMAGE_SCALE = 3

export function productImageSource(row: ImageRow): ImageSource {
  return {
    id: toGid('ProductImage', row.id),
    path: row.url,
    altText: row.altText,
    width: row.width,
    height: row.height,
  }
}

/** The width to ask our image server for (it takes `width`, like Shopify's CDN); null = original. */
function requestedWidth(
  image: ImageSource,
  transform: ImageTransformInput | null | undefined,
): number | null {
  if (!transform) return null
  let width = transform.maxWidth && transform.maxWidth > 0 ? transform.maxWidth : null
  if (transform.maxHeight && transform.maxHeight > 0 && image.width && image.height) {
    const fitsHeight = Math.round((transform.maxHeight * image.width) / image.height)
    width = width === null ? fitsHeight : Math.min(width, fitsHeight)
  }
  if (width === null) return null
  const scale = Math.min(Math.max(transform.scale ?? 1, 1), MAX_IMAGE_SCALE)
  return Math.max(MIN_IMAGE_WIDTH, Math.min(width * scale, MAX_IMAGE_WIDTH))
}

export function imageUrl(image: ImageSource, origin: string, transform?: ImageTransformInput | null): string {
  const url = new URL(absoluteUrl(image.path, origin))
  const width = requestedWidth(image, transform)
  if (width !== null) url.searchParams.set('width', String(width))
  return url.toString()
}

const originalUrl: FieldResolver<ImageSource> = (image, _args, context) => imageUrl(image, context.origin)

export const imageResolvers = {
  Image: {
    url: (image: ImageSource, args: { transform?: ImageTransformInput | null }, context) =>
      imageUrl(image, context.origin, args.transform),
    src: originalUrl,
    originalSrc: originalUrl,
    transformedSrc: (image: ImageSource, args: ImageTransformInput, context) =>
      imageUrl(image, context.origin, args),
  },
} satisfies ResolverMap

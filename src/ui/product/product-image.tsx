import type { StorefrontImage } from '../../lib/storefront/fragments'
import { imageSrcSet, imageUrlAtWidth } from '../../lib/storefront/image-url'

/**
 * A picture known by its address only (an own-label product's, or one a device kept): the image
 * fields a storefront answer would carry, with no alt text and the sizes when known.
 */
export function imageAt(
  image: string | { url: string; width: number | null; height: number | null } | null | undefined,
): StorefrontImage | null {
  if (!image) return null
  const { url, width, height } = typeof image === 'string' ? { url: image, width: null, height: null } : image
  return { id: url, url, altText: null, width, height }
}

interface ProductImageProps {
  image: StorefrontImage | null
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}

/** A product image with explicit dimensions (no layout shift) and a width-based srcset. */
export function ProductImage({ image, alt, sizes, priority = false, className = '' }: ProductImageProps) {
  if (!image) {
    return (
      <div
        className={`aspect-square w-full bg-stone-800 ${className}`}
        role="img"
        aria-label={`${alt} (no photo)`}
      />
    )
  }
  return (
    <img
      src={imageUrlAtWidth(image.url, 480)}
      srcSet={imageSrcSet(image.url)}
      sizes={sizes}
      width={image.width ?? 800}
      height={image.height ?? 800}
      alt={image.altText ?? alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`aspect-square w-full object-cover ${className}`}
    />
  )
}

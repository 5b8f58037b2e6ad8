import type { StorefrontImage } from '../../lib/storefront/fragments'
import { imageSrcSet, imageUrlAtWidth } from '../../lib/storefront/image-url'

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

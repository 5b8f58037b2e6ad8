/**
 * The emulator's store logo (src/server/seed/store-brand.ts): the shop's mark, the drawing of the
 * app's own icon (public/favicon.svg), served like a store's uploaded logo at `/images/brand/logo.svg`.
 */
const MARK =
  '<rect width="64" height="64" rx="14" fill="#0c0a09"/>' +
  '<circle cx="32" cy="32" r="24" fill="none" stroke="#f97316" stroke-width="5"/>' +
  '<path d="M27 54 31 14h2l4 40z" fill="#f97316"/>' +
  '<path d="M32 20v5m0 6v6m0 6v6" stroke="#0c0a09" stroke-width="1.6"/>'

export const BRAND_LOGO_FILE = 'logo.svg'

/** The logo at `width` (square), or null for any other file of the brand. */
export function renderBrandArtwork(file: string, width: number): string | null {
  if (file !== BRAND_LOGO_FILE) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${width}" height="${width}">${MARK}</svg>`
}

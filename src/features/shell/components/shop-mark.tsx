import { type ShopBrand, useShopBrand } from '../api/store-menus-query'

/** The store's logo at 32 px, decorative beside its name; nothing for a store without one. */
export function ShopLogoImage({ brand }: { brand: ShopBrand }) {
  if (!brand.logo) return null
  return <img src={brand.logo.url} width={32} height={32} alt="" className="h-8 w-8 shrink-0 rounded-lg" />
}

/**
 * The header's home link: the store's logo and name (the short name on a narrow screen), as the
 * store's brand settings give them (docs/decisions/0064-the-shops-name-and-brand-are-the-stores.md).
 */
export function ShopMark() {
  const brand = useShopBrand()
  return (
    <>
      <ShopLogoImage brand={brand} />
      <span className="hidden sm:inline">{brand.name}</span>
      <span className="max-w-[10rem] truncate sm:hidden">{brand.shortName}</span>
    </>
  )
}

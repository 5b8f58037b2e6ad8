import { Link } from '@tanstack/react-router'
import { site } from '../../../content/site'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import { useShopBrand, useStoreMenus } from '../api/store-menus-query'
import { footerColumnsOf } from '../store-menus'
import { ShopLogoImage } from './shop-mark'
import { SocialLinks } from './social-links'

/** Card brands drawn as small text badges: no network images, readable at any size. */
function PaymentBadges() {
  const badge = 'flex h-7 items-center rounded px-2 text-xs font-extrabold tracking-wide'
  return (
    <ul aria-label="Payment methods we accept" className="flex flex-wrap items-center gap-2">
      <li>
        <span role="img" aria-label="Visa" className={`${badge} bg-white text-[#1a1f71] italic`}>
          VISA
        </span>
      </li>
      <li>
        <span role="img" aria-label="Mastercard" className={`${badge} bg-white`}>
          <span className="h-4 w-4 rounded-full bg-[#eb001b]" />
          <span className="-ml-1.5 h-4 w-4 rounded-full bg-[#f79e1b]/90" />
        </span>
      </li>
      <li>
        <span role="img" aria-label="American Express" className={`${badge} bg-[#2e77bc] text-white`}>
          AMEX
        </span>
      </li>
      <li>
        <span role="img" aria-label="PayPal" className={`${badge} bg-white italic`}>
          <span className="text-[#003087]">Pay</span>
          <span className="text-[#0070ba]">Pal</span>
        </span>
      </li>
    </ul>
  )
}

/**
 * The footer: the store's name, slogan and description, social icons, the columns of its footer
 * menu, payment badges, copyright.
 */
export function SiteFooter() {
  const columns = footerColumnsOf(useStoreMenus())
  const brand = useShopBrand()
  return (
    <footer className="border-t border-stone-800 bg-stone-950 text-sm text-stone-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 flex flex-col gap-4 sm:col-span-3 lg:col-span-1">
          <Link to="/" className="flex items-center gap-2 self-start font-extrabold text-stone-50">
            <ShopLogoImage brand={brand} />
            {brand.name}
          </Link>
          {brand.slogan ? <p className="font-semibold text-stone-100">{brand.slogan}</p> : null}
          {brand.description ? <p className="max-w-sm leading-relaxed">{brand.description}</p> : null}
          <SocialLinks className="-ml-2" />
        </div>
        {columns.map((column, index) => (
          <nav key={column.id} aria-labelledby={`footer-column-${index}`}>
            <h2
              id={`footer-column-${index}`}
              className="mb-3 text-xs font-bold tracking-widest text-orange-400"
            >
              {column.title}
            </h2>
            <ul className="flex flex-col gap-1">
              {column.links.map((item) => (
                <li key={item.id}>
                  <StoreLinkAnchor
                    link={item.link}
                    className="inline-block py-1 hover:text-orange-400 hover:underline"
                  >
                    {item.label}
                  </StoreLinkAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-stone-400">
            © {site.copyrightYear} {brand.name}. All rights reserved.
          </p>
          <PaymentBadges />
        </div>
      </div>
    </footer>
  )
}

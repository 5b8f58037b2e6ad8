import { Link } from '@tanstack/react-router'
import { type ReactNode, Suspense } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { useScrolledPast } from '../../../lib/use-scrolled-past'
import { CartIcon, HeartIcon, MenuIcon } from '../../../ui/icon'
import { lazyDialog } from '../../../ui/lazy-dialog'
import { dialogCommand } from '../../../ui/native-dialog'
import { HeaderNav } from './header-nav'
import { PlainSearch } from './plain-search'
import { ShopMark } from './shop-mark'
import { SocialLinks } from './social-links'

/** The header turns more opaque past 20 px of scroll. */
const SCROLL_THRESHOLD_PX = 20

// The menu: a <dialog> in the server's page that opens with no script; its code comes as a part.
const MobileMenu = lazyDialog(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })))
const MOBILE_MENU_ID = 'mobile-menu'

// The search and its suggestions (downshift) come as a part: the server's page has the whole form.
const HeaderSearch = lazyPart(() => import('./header-search').then((m) => ({ default: m.HeaderSearch })))
const SEARCH_CLASS = 'ml-auto hidden min-w-0 flex-1 md:block md:max-w-sm lg:max-w-md'
// Made once, so it is the same element on every render: a part waiting for its code keeps the server's HTML.
const headerSearch = (
  <Suspense fallback={<PlainSearch id="header-search" className={SEARCH_CLASS} />}>
    <HeaderSearch id="header-search" className={SEARCH_CLASS} />
  </Suspense>
)

const iconButtonClass =
  'relative flex h-10 w-10 items-center justify-center rounded-full text-stone-200 hover:bg-stone-800 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 data-[status=active]:text-orange-400'

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-500 px-1 text-[11px] leading-none font-bold text-stone-950"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}

export interface SiteHeaderProps {
  /** The account control (Sign in / Sign out), composed by the root route. */
  account: ReactNode
  /** The "Offline & app" button (save the catalogue, offline data, install), composed by the root route. */
  offline: ReactNode
  /** Products saved to the wishlist; the badge hides at 0. */
  wishlistCount: number
  /** Items in the cart; the badge shows only above 0. */
  cartCount: number
  /** The id of the side cart's <dialog>, which the cart button opens. */
  cartDialogId: string
}

/**
 * The one header (docs/decisions/0007-one-header.md), fixed at the top of every page. Wishlist and
 * cart are passed in by the root route, which composes features.
 */
export function SiteHeader({ account, offline, wishlistCount, cartCount, cartDialogId }: SiteHeaderProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX)

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 border-b border-stone-800 backdrop-blur-md transition-[background-color,box-shadow] duration-300 ${
        scrolled ? 'bg-stone-950/95 shadow-lg shadow-black/40' : 'bg-stone-950/70'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:gap-4">
        {/* Opens the menu (a <dialog> in the server's page) by itself, before the app too. */}
        <button
          type="button"
          {...dialogCommand('show-modal', MOBILE_MENU_ID)}
          aria-label="Open menu"
          data-tip="Menu"
          aria-haspopup="dialog"
          className={`${iconButtonClass} -ml-1 lg:hidden`}
        >
          <MenuIcon />
        </button>
        <Link
          to="/"
          activeOptions={{ exact: true }}
          className="flex shrink-0 items-center gap-2 rounded font-extrabold tracking-tight text-stone-50 focus-visible:outline-2 focus-visible:outline-orange-400"
        >
          <ShopMark />
        </Link>
        {headerSearch}
        <SocialLinks className="hidden lg:flex" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {offline}
          {account}
          <Link
            to="/wishlist"
            aria-label={wishlistCount > 0 ? `Wishlist, ${wishlistCount} saved` : 'Wishlist'}
            data-tip="Wishlist"
            className={iconButtonClass}
          >
            <HeartIcon />
            <CountBadge count={wishlistCount} />
          </Link>
          <button
            type="button"
            aria-label={
              cartCount > 0 ? `Open cart, ${cartCount} item${cartCount === 1 ? '' : 's'}` : 'Open cart'
            }
            data-tip="Cart"
            aria-haspopup="dialog"
            // Opens with no script, as the menu does; a browser without Invoker Commands opens it here.
            {...dialogCommand('show-modal', cartDialogId)}
            className={iconButtonClass}
          >
            <CartIcon />
            <CountBadge count={cartCount} />
          </button>
        </div>
      </div>
      <div className="hidden border-t border-stone-800/70 lg:block">
        <div className="mx-auto max-w-7xl px-6">
          <HeaderNav />
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} />
    </header>
  )
}

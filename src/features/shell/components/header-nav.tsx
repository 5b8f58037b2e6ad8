import { Link } from '@tanstack/react-router'
import { Suspense, useMemo } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { useMediaQuery } from '../../../lib/use-media-query'
import { ChevronDownIcon } from '../../../ui/icon'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import { useStoreMenus } from '../api/store-menus-query'
import { type MegaMenu, megaMenusOf } from '../store-menus'

/** Tailwind's lg breakpoint: from here the header shows its menu bar instead of the menu button. */
export const DESKTOP_QUERY = '(min-width: 64rem)'

export const navListClass = 'flex items-stretch justify-center'
export const navItemClass =
  'flex h-11 items-center gap-1 border-b-2 border-transparent px-2 text-[13px] font-bold tracking-wide whitespace-nowrap text-stone-200 uppercase hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 data-[state=open]:text-orange-400 data-[status=active]:border-orange-500 data-[status=active]:text-orange-400 xl:px-3'

// The dropdowns (Radix) load only on screens wide enough to show them.
const MegaMenuNav = lazyPart(() => import('./mega-menu-nav').then((m) => ({ default: m.MegaMenuNav })))

/** The header's items from the store's main menu (src/features/shell/store-menus.ts). */
export function useMegaMenus(): MegaMenu[] {
  const menus = useStoreMenus()
  return useMemo(() => megaMenusOf(menus), [menus])
}

/**
 * The same bar without dropdowns, shown while the menu loads: identical boxes, so nothing moves
 * when the real one takes its place.
 */
function PlainNav({ menus }: { menus: readonly MegaMenu[] }) {
  return (
    <nav aria-label="Main">
      <div className="relative">
        <ul className={navListClass}>
          <li>
            <Link to="/" activeOptions={{ exact: true }} className={navItemClass}>
              HOME
            </Link>
          </li>
          {menus.map((item) => (
            <li key={item.id}>
              <StoreLinkAnchor link={item.link} exact={item.exact} className={navItemClass}>
                {item.label}
                {item.groups.length > 0 && <ChevronDownIcon width={14} height={14} />}
              </StoreLinkAnchor>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

/**
 * The header's menu bar (HOME and the items of the store's main menu), shown on wide screens only
 * (its place in the header is hidden below `lg`). The server's page has the plain bar, so its links
 * work and nothing moves before the app; the dropdowns' code loads only on a screen wide enough to
 * show them.
 */
export function HeaderNav() {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const menus = useMegaMenus()
  if (!desktop) return <PlainNav menus={menus} />
  return (
    <Suspense fallback={<PlainNav menus={menus} />}>
      <MegaMenuNav menus={menus} />
    </Suspense>
  )
}

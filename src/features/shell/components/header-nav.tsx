import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { useMediaQuery } from '../../../lib/use-media-query'
import { ChevronDownIcon } from '../../../ui/icon'
import { topMenuItems } from '../menu-links'

/** Tailwind's lg breakpoint: from here the header shows its menu bar instead of the menu button. */
export const DESKTOP_QUERY = '(min-width: 64rem)'

export const navListClass = 'flex items-stretch justify-center'
export const navItemClass =
  'flex h-11 items-center gap-1 border-b-2 border-transparent px-2 text-[13px] font-bold tracking-wide whitespace-nowrap text-stone-200 uppercase hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 data-[state=open]:text-orange-400 data-[status=active]:border-orange-500 data-[status=active]:text-orange-400 xl:px-3'

// The dropdowns (Radix and the category table) load only on screens wide enough to show them.
const MegaMenuNav = lazyPart(() => import('./mega-menu-nav').then((m) => ({ default: m.MegaMenuNav })))

/**
 * The same bar without dropdowns, shown while the menu loads: identical boxes, so nothing moves
 * when the real one takes its place.
 */
function PlainNav() {
  return (
    <nav aria-label="Main">
      <div className="relative">
        <ul className={navListClass}>
          <li>
            <Link to="/" activeOptions={{ exact: true }} className={navItemClass}>
              HOME
            </Link>
          </li>
          {topMenuItems.map((item) => (
            <li key={item.id}>
              <Link
                {...item.target}
                activeOptions={{ exact: item.id === 'shop-all' }}
                className={navItemClass}
              >
                {item.label}
                <ChevronDownIcon width={14} height={14} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

/**
 * The header's menu bar (HOME and the ten mega-menu items), shown on wide screens only (its place in
 * the header is hidden below `lg`). The server's page has the plain bar, so its links work and nothing
 * moves before the app; the dropdowns' code loads only on a screen wide enough to show them.
 */
export function HeaderNav() {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  if (!desktop) return <PlainNav />
  return (
    <Suspense fallback={<PlainNav />}>
      <MegaMenuNav />
    </Suspense>
  )
}

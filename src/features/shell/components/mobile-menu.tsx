import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { ChevronDownIcon, HeartIcon } from '../../../ui/icon'
import { CloseIcon } from '../../../ui/icons'
import { SideSheet } from '../../../ui/side-sheet'
import { megaMenus } from '../mega-menu'
import { HeaderSearch } from './header-search'
import { SocialLinks } from './social-links'

const topLinkClass =
  'flex w-full items-center justify-between rounded-md px-3 py-3 text-sm font-bold tracking-wide text-stone-100 uppercase hover:bg-stone-900 hover:text-orange-400 data-[status=active]:text-orange-400'
const subLinkClass =
  'block rounded px-3 py-2 text-sm text-stone-300 hover:bg-stone-900 hover:text-orange-400 data-[status=active]:text-orange-400'

/**
 * The mobile menu: every header link, each category's groups, and the search,
 * in a Radix Dialog sheet. Choosing anything closes it. Loaded on first open (not in the entry).
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false)
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      aria-describedby={undefined}
      className="fixed inset-y-0 left-0 z-[61] flex w-[min(88vw,24rem)] flex-col gap-4 overflow-y-auto border-r border-stone-800 bg-stone-950 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl"
    >
      <div className="flex items-center justify-between">
        <Dialog.Title className="text-lg font-extrabold text-stone-50">Menu</Dialog.Title>
        <Dialog.Close
          aria-label="Close menu"
          data-tip="Close"
          className="rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-orange-400"
        >
          <CloseIcon />
        </Dialog.Close>
      </div>
      <HeaderSearch id="mobile-menu-search" onSearched={close} />
      <nav aria-label="Mobile">
        <ul className="flex flex-col">
          <li>
            <Link to="/" activeOptions={{ exact: true }} onClick={close} className={topLinkClass}>
              HOME
            </Link>
          </li>
          {megaMenus.map((menu) => (
            <li key={menu.id}>
              <details className="group">
                <summary
                  className={`${topLinkClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
                >
                  {menu.label}
                  <ChevronDownIcon className="transition-transform group-open:rotate-180" />
                </summary>
                <div className="flex flex-col gap-3 pb-3 pl-3">
                  <Link
                    {...menu.target}
                    activeOptions={{ exact: true }}
                    onClick={close}
                    className={`${subLinkClass} font-semibold text-stone-100`}
                  >
                    {menu.allLabel}
                  </Link>
                  {menu.groups.map((group, index) => (
                    <div key={group.title}>
                      <p
                        id={`mobile-menu-${menu.id}-${index}`}
                        className="px-3 text-xs font-bold tracking-widest text-orange-400 uppercase"
                      >
                        {group.title}
                      </p>
                      <ul aria-labelledby={`mobile-menu-${menu.id}-${index}`}>
                        {group.links.map((link) => (
                          <li key={link.label}>
                            <Link {...link.target} onClick={close} className={subLinkClass}>
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </details>
            </li>
          ))}
          <li>
            <Link to="/wishlist" onClick={close} className={topLinkClass}>
              Wishlist
              <HeartIcon />
            </Link>
          </li>
        </ul>
      </nav>
      <SocialLinks className="mt-auto border-t border-stone-800 pt-3" />
    </SideSheet>
  )
}

import { Link } from '@tanstack/react-router'
import { DialogCloseButton } from '../../../ui/dialog-close-button'
import { dialogKeys } from '../../../ui/dialog-keys'
import { ChevronDownIcon, HeartIcon } from '../../../ui/icon'
import { dialogById } from '../../../ui/native-dialog'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import { useMegaMenus } from './header-nav'
import { HeaderSearch } from './header-search'
import { SocialLinks } from './social-links'

const topLinkClass =
  'flex w-full items-center justify-between rounded-md px-3 py-3 text-sm font-bold tracking-wide text-stone-100 uppercase hover:bg-stone-900 hover:text-orange-400 data-[status=active]:text-orange-400'
const subLinkClass =
  'block rounded px-3 py-2 text-sm text-stone-300 hover:bg-stone-900 hover:text-orange-400 data-[status=active]:text-orange-400'

/**
 * The mobile menu: every header link (the store's main menu), each item's groups, and the search, in a sheet from the
 * left. It is a native modal <dialog> in the server's page, so it opens, closes (its button, Escape,
 * a tap beside it) and leads anywhere before the app has started: the header's button opens it by
 * its `command` (docs/decisions/0047-a-first-tap-is-answered-at-once.md). Choosing anything closes it.
 */
export function MobileMenu({ id }: { id: string }) {
  const close = () => dialogById(id)?.close()
  const megaMenus = useMegaMenus()
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      closedby="any"
      // Its own controls (close, the groups' <summary>) are the browser's: never held for the app.
      data-works-without-app=""
      onKeyDown={dialogKeys}
      className="inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(88vw,24rem)] max-w-none flex-col gap-4 overflow-y-auto border-0 border-r border-stone-800 bg-stone-950 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-stone-100 shadow-2xl open:flex backdrop:bg-black/70"
    >
      <div className="flex items-center justify-between">
        <h2 id={`${id}-title`} className="text-lg font-extrabold text-stone-50">
          Menu
        </h2>
        <DialogCloseButton dialogId={id} label="Close menu" />
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
              {menu.groups.length === 0 ? (
                <StoreLinkAnchor link={menu.link} exact={menu.exact} onClick={close} className={topLinkClass}>
                  {menu.label}
                </StoreLinkAnchor>
              ) : (
                <details className="group">
                  <summary
                    className={`${topLinkClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
                  >
                    {menu.label}
                    <ChevronDownIcon className="transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="flex flex-col gap-3 pb-3 pl-3">
                    <StoreLinkAnchor
                      link={menu.link}
                      exact
                      onClick={close}
                      className={`${subLinkClass} font-semibold text-stone-100`}
                    >
                      {menu.allLabel}
                    </StoreLinkAnchor>
                    {menu.groups.map((group, index) => (
                      <div key={group.id}>
                        <p
                          id={`mobile-menu-${menu.id}-${index}`}
                          className="px-3 text-xs font-bold tracking-widest text-orange-400 uppercase"
                        >
                          {group.title}
                        </p>
                        <ul aria-labelledby={`mobile-menu-${menu.id}-${index}`}>
                          {group.links.map((link) => (
                            <li key={link.id}>
                              <StoreLinkAnchor link={link.link} onClick={close} className={subLinkClass}>
                                {link.label}
                              </StoreLinkAnchor>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </details>
              )}
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
    </dialog>
  )
}

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { ChevronDownIcon } from '../../../ui/icon'
import { StoreLinkAnchor } from '../../../ui/store-link-anchor'
import type { MegaMenu } from '../store-menus'
import { navItemClass, navListClass } from './header-nav'

const columnClass = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'] as const

const panelLinkClass =
  'block rounded px-1 py-1 text-sm text-stone-300 hover:bg-stone-800 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400 data-[status=active]:text-orange-400'

function MegaMenuPanel({ menu }: { menu: MegaMenu }) {
  const id = useId()
  return (
    // At most 4 columns and 800 px wide.
    <div className="w-max max-w-[min(800px,calc(100vw-2rem))] rounded-b-xl border border-t-0 border-stone-800 bg-stone-950 p-5 shadow-2xl shadow-black/60">
      <NavigationMenu.Link asChild>
        <StoreLinkAnchor
          link={menu.link}
          exact
          className="inline-block rounded text-base font-bold text-stone-50 hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-400"
        >
          {menu.allLabel} →
        </StoreLinkAnchor>
      </NavigationMenu.Link>
      <div className={`mt-4 grid gap-x-8 gap-y-5 ${columnClass[menu.groups.length]}`}>
        {menu.groups.map((group, index) => (
          <div key={group.id} className="min-w-36">
            <p
              id={`${id}-${index}`}
              className="mb-2 text-xs font-bold tracking-widest text-orange-400 uppercase"
            >
              {group.title}
            </p>
            <ul aria-labelledby={`${id}-${index}`}>
              {group.links.map((link) => (
                <li key={link.id}>
                  <NavigationMenu.Link asChild>
                    <StoreLinkAnchor link={link.link} className={panelLinkClass}>
                      {link.label}
                    </StoreLinkAnchor>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}

/**
 * The header's mega-menu (the store's main menu, src/features/shell/store-menus.ts) on Radix NavigationMenu: a well-kept primitive that brings accessible
 * keyboard navigation (arrow keys, Escape, focus return) and the 150 ms close delay
 * (Radix's own close timer is exactly 150 ms). An item is a link to its listing: hovering opens
 * its panel, clicking follows it, and ArrowDown opens the panel from the keyboard.
 */
export function MegaMenuNav({ menus }: { menus: readonly MegaMenu[] }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [menu, setMenu] = useState({ value: '', pathname })
  // An open panel belongs to the page it was opened on: following any link closes it.
  const value = menu.pathname === pathname ? menu.value : ''
  const setValue = (next: string) => setMenu({ value: next, pathname })

  return (
    <NavigationMenu.Root value={value} onValueChange={setValue} delayDuration={100} aria-label="Main">
      <NavigationMenu.List className={navListClass}>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link to="/" activeOptions={{ exact: true }} className={navItemClass}>
              HOME
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {menus.map((item) =>
          item.groups.length === 0 ? (
            <NavigationMenu.Item key={item.id}>
              <NavigationMenu.Link asChild>
                <StoreLinkAnchor link={item.link} exact={item.exact} className={navItemClass}>
                  {item.label}
                </StoreLinkAnchor>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.id} value={item.id}>
              <NavigationMenu.Trigger
                asChild
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown' || value === item.id) return
                  event.preventDefault()
                  setValue(item.id)
                  // Radix moves focus into a panel that is already open; this one opens next frame.
                  requestAnimationFrame(() =>
                    document.querySelector<HTMLElement>(`[data-menu-panel="${item.id}"] a`)?.focus(),
                  )
                }}
              >
                <StoreLinkAnchor link={item.link} exact={item.exact} className={navItemClass}>
                  {item.label}
                  <ChevronDownIcon width={14} height={14} />
                </StoreLinkAnchor>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                data-menu-panel={item.id}
                className="absolute top-full left-1/2 z-10 -translate-x-1/2"
              >
                <MegaMenuPanel menu={item} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}

import { Link } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import type { StoreLink } from '../lib/storefront/store-links'

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  link: StoreLink
  /** Current only on the link's own page, not beneath it. */
  exact?: boolean
}

/**
 * A link of the store's menus: the router's <Link> to one of the storefront's pages (highlighted
 * there, preloaded on intent), or a plain link to an address outside it. Other props (a class, an
 * onClick, Radix's) reach the anchor either way.
 */
export function StoreLinkAnchor({ link, exact = false, ...props }: AnchorProps) {
  if (link.kind === 'outside') return <a {...props} href={link.href} />
  return (
    <Link
      {...props}
      // The store's menu names its pages at run time; the router matches the path as it would a typed one.
      to={link.to as '/'}
      search={link.search}
      activeOptions={{ exact }}
    />
  )
}

import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ShopPath } from '../category-tiles'

/** A link into the /shop family, typed against the route it lands on. */
export function ShopLink({
  path,
  className,
  children,
}: {
  path: ShopPath
  className?: string
  children: ReactNode
}) {
  if ('gender' in path)
    return (
      <Link to="/shop/$category/$gender/$subcategory" params={path} className={className}>
        {children}
      </Link>
    )
  if ('subcategory' in path)
    return (
      <Link to="/shop/$category/$subcategory" params={path} className={className}>
        {children}
      </Link>
    )
  return (
    <Link to="/shop/$category" params={path} className={className}>
      {children}
    </Link>
  )
}

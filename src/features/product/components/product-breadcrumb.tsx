import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useProductCollections } from '../api/product-collections-query'

const linkClass = 'hover:text-orange-400'

/** Of the collections a product is in (their handles), the one its breadcrumb leads to, if any. */
export type CategoryOf = (handles: readonly string[]) => string | undefined

/**
 * Home › product type › title. The type leads to the product's collection the store's menu names
 * (the route's `CategoryOf`), or where it names none (or offline, its collections not kept), to a
 * search of the store.
 */
export function ProductBreadcrumb({
  handle,
  productType,
  categoryOf,
  title,
}: {
  handle: string
  productType: string
  categoryOf: CategoryOf
  title: string
}) {
  const collections = useProductCollections(handle)
  const collection = useMemo(() => categoryOf(collections), [categoryOf, collections])
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-400">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </li>
        {productType ? (
          <>
            <li aria-hidden="true">›</li>
            <li>
              {collection ? (
                <Link to="/shop/$category" params={{ category: collection }} className={linkClass}>
                  {productType}
                </Link>
              ) : (
                <Link to="/products" search={{ q: productType }} className={linkClass}>
                  {productType}
                </Link>
              )}
            </li>
          </>
        ) : null}
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="text-stone-200">
          {title}
        </li>
      </ol>
    </nav>
  )
}

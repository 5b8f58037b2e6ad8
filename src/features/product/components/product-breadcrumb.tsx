import { Link } from '@tanstack/react-router'
import { categoryForProductType } from '../product-category'

const linkClass = 'hover:text-orange-400'

/** Home › product type › title. The type leads to its category listing, or to a catalogue search. */
export function ProductBreadcrumb({ productType, title }: { productType: string; title: string }) {
  const category = categoryForProductType(productType)
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
              {category ? (
                <Link to="/shop/$category" params={{ category: category.slug }} className={linkClass}>
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

import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { resolveSubcategoryListing } from '../features/catalogue/listings'
import { ShopListing } from './-components/shop-listing'

export const Route = createFileRoute('/shop/$category/$subcategory')({
  validateSearch: listingSearchSchema,
  head: ({ params }) => ({
    meta: [{ title: pageTitle(resolveSubcategoryListing(params.category, params.subcategory).name) }],
  }),
  component: ShopSubcategoryRoute,
})

function ShopSubcategoryRoute() {
  const { category, subcategory } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ShopListing
      listing={resolveSubcategoryListing(category, subcategory)}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  )
}

import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { resolveSubcategoryListing } from '../features/catalogue/listings'
import { ShopListing } from './-components/shop-listing'

export const Route = createFileRoute('/shop/$category/$gender/$subcategory')({
  validateSearch: listingSearchSchema,
  beforeLoad: ({ params }) => {
    if (params.gender !== 'mens' && params.gender !== 'womens') throw notFound()
  },
  // The listing tables load with the page's code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ params }) => resolveSubcategoryListing(params.category, params.subcategory, params.gender),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData?.name ?? 'Shop') }] }),
  component: ShopGenderSubcategoryRoute,
})

function ShopGenderSubcategoryRoute() {
  const { category, gender, subcategory } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ShopListing
      listing={resolveSubcategoryListing(category, subcategory, gender)}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  )
}

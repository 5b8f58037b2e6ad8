import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { listingPageReads } from '../features/catalogue/api/page-reads'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { resolveSubcategoryListing } from '../features/catalogue/listings'
import { loadStorefrontData } from '../lib/route-data'
import { ShopListing } from './-components/shop-listing'

export const Route = createFileRoute('/shop/$category/$subcategory')({
  validateSearch: listingSearchSchema,
  // The listing tables load with the page's code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const listing = resolveSubcategoryListing(params.category, params.subcategory)
    await loadStorefrontData(context, listingPageReads(listing, deps))
    return listing
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData?.name ?? 'Shop') }] }),
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

import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { listingPageReads } from '../features/catalogue/api/page-reads'
import { SubcategoryIndex } from '../features/catalogue/components/subcategory-index'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { resolveCategoryListing } from '../features/catalogue/listings'
import { loadStorefrontData } from '../lib/route-data'
import { ShopListing } from './-components/shop-listing'

export const Route = createFileRoute('/shop/$category/')({
  validateSearch: listingSearchSchema,
  // The listing tables load with the page's code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const listing = resolveCategoryListing(params.category)
    await loadStorefrontData(context, listingPageReads(listing, deps))
    return listing
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData?.name ?? 'Shop') }] }),
  component: ShopCategoryRoute,
})

function ShopCategoryRoute() {
  const { category } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const listing = Route.useLoaderData()
  return (
    <ShopListing
      listing={listing}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      index={
        category === 'bottoms' || category === 'shirts-flannels' ? (
          <SubcategoryIndex category={category} />
        ) : undefined
      }
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { CollectionListingView, loadCollectionListing } from './-components/collection-listing-route'

/** `/shop/{collection}/{tag}`: the collection's products with that tag. */
export const Route = createFileRoute('/shop/$category/$subcategory')({
  validateSearch: listingSearchSchema,
  // The listing's code and reads load with the page, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadCollectionListing(context, { handle: params.category, parts: [params.subcategory] }, deps),
  // The head stays in the entry (it is not split with the loader): it imports nothing of the listing's.
  head: ({ loaderData }) => ({ meta: loaderData?.name ? [{ title: pageTitle(loaderData.name) }] : [] }),
  component: ShopSubcategoryRoute,
})

function ShopSubcategoryRoute() {
  const { category, subcategory } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { name } = Route.useLoaderData()
  return (
    <CollectionListingView
      address={{ handle: category, parts: [subcategory] }}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      titled={name !== undefined}
    />
  )
}

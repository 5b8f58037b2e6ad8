import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { CollectionListingView, loadCollectionListing } from './-components/collection-listing-route'

export const Route = createFileRoute('/shop/$category/')({
  validateSearch: listingSearchSchema,
  // The listing's code and reads load with the page, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadCollectionListing(context, { handle: params.category, parts: [] }, deps),
  // The head stays in the entry (it is not split with the loader): it imports nothing of the listing's.
  head: ({ loaderData }) => ({ meta: loaderData?.name ? [{ title: pageTitle(loaderData.name) }] : [] }),
  component: ShopCategoryRoute,
})

function ShopCategoryRoute() {
  const { category } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { name } = Route.useLoaderData()
  return (
    <CollectionListingView
      address={{ handle: category, parts: [] }}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      titled={name !== undefined}
    />
  )
}

import { createFileRoute, notFound } from '@tanstack/react-router'
import { useMemo } from 'react'
import { pageTitle } from '../content/site'
import { COLLECTION_LISTING_QUERY } from '../features/catalogue/api/collection-listing-query'
import { listingPageReads } from '../features/catalogue/api/page-reads'
import { collectionListing } from '../features/catalogue/collection-listing'
import { CollectionListingState } from '../features/catalogue/components/collection-listing-state'
import { SubcategoryIndex } from '../features/catalogue/components/subcategory-index'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { loadStorefrontData, readStorefront } from '../lib/route-data'
import { useStorefrontQuery } from '../lib/storefront/use-storefront-query'
import { NotFound } from './-components/not-found'
import { ShopListing } from './-components/shop-listing'

const collectionRead = (handle: string) => ({ query: COLLECTION_LISTING_QUERY, variables: { handle } })

export const Route = createFileRoute('/shop/$category/')({
  validateSearch: listingSearchSchema,
  // The listing's code and reads load with the page, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  /**
   * The store's collection by handle, then its products under the address's filters. On the server
   * the page waits for both, and a handle the store has no collection for is the not-found page
   * with a 404; in the browser the page shows at once and fills in.
   */
  loader: async ({ context, params, deps }) => {
    const answer = readStorefront(context.storefront, collectionRead(params.category)).then(async (shell) => {
      const collection = shell?.data?.collection
      if (collection) await loadStorefrontData(context, listingPageReads(collectionListing(collection), deps))
      return shell
    })
    if (!context.waitForData) return { name: undefined }
    const shell = await answer
    if (shell?.data && shell.data.collection === null) throw notFound()
    return { name: shell?.data?.collection?.title }
  },
  head: ({ loaderData }) => ({ meta: loaderData?.name ? [{ title: pageTitle(loaderData.name) }] : [] }),
  component: ShopCategoryRoute,
})

function ShopCategoryRoute() {
  const { category } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { name } = Route.useLoaderData()
  const [shell, reexecute] = useStorefrontQuery(collectionRead(category))
  const collection = shell.data?.collection
  const listing = useMemo(() => (collection ? collectionListing(collection) : undefined), [collection])
  if (shell.data && collection === null) return <NotFound />
  if (!listing) {
    return (
      <CollectionListingState
        fetching={shell.fetching}
        error={shell.error}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    )
  }
  return (
    <>
      {name === undefined ? <title>{pageTitle(listing.name)}</title> : null}
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
    </>
  )
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import { storeCollectionsRead } from '../features/catalogue/api/collection-tiles-query'
import { listingPageReads } from '../features/catalogue/api/page-reads'
import { CategoryOverview } from '../features/catalogue/components/category-overview'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { searchListing } from '../features/catalogue/listings'
import { useStoreMenus } from '../features/shell/api/store-menus-query'
import { loadStorefrontData } from '../lib/route-data'
import { ShopListing } from './-components/shop-listing'

// The header search arrives as `search`; the listing's own search box keeps using it.
const searchSchema = z.extend(z.omit(listingSearchSchema, { q: true }), {
  search: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sale: z.catch(z.optional(z.boolean()), undefined),
})

export const Route = createFileRoute('/shop/')({
  // The page's reads load with its code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { search: text, sale, ...search } }) => {
    // The sale is the store's sale collection, at its own listing.
    if (sale)
      throw redirect({
        to: '/shop/$category',
        params: { category: context.collectionHandles.sale },
        replace: true,
      })
    return loadStorefrontData(
      context,
      text === undefined
        ? [storeCollectionsRead]
        : listingPageReads(searchListing, { ...search, q: text || undefined }),
    )
  },
  head: () => ({ meta: [{ title: pageTitle('Shop all categories') }] }),
  component: ShopRoute,
})

const NO_ITEMS: never[] = []

function ShopRoute() {
  const { search: text, sale: _sale, ...search } = Route.useSearch()
  const navigate = Route.useNavigate()
  const menus = useStoreMenus()
  if (text === undefined) return <CategoryOverview mainMenu={menus?.main?.items ?? NO_ITEMS} />
  return (
    <ShopListing
      listing={searchListing}
      search={{ ...search, q: text || undefined }}
      onSearchChange={(next) => {
        const { q, ...rest } = next
        // Clearing the text keeps the search page (an empty `search`), not the category overview.
        const update = 'q' in next ? { ...rest, search: q ?? '' } : rest
        void navigate({ search: (prev) => ({ ...prev, ...update }), replace: true })
      }}
    />
  )
}

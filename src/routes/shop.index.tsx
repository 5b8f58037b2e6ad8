import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import { categoryOverviewTiles, listingPageReads, tileCountsRead } from '../features/catalogue/api/page-reads'
import { CategoryOverview } from '../features/catalogue/components/category-overview'
import { listingSearchSchema } from '../features/catalogue/listing-search'
import { saleListing, searchListing } from '../features/catalogue/listings'
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
  loader: ({ context, deps: { search: text, sale, ...search } }) =>
    loadStorefrontData(
      context,
      text === undefined && !sale
        ? [tileCountsRead(categoryOverviewTiles)]
        : listingPageReads(sale ? saleListing : searchListing, { ...search, q: text || undefined }),
    ),
  head: () => ({ meta: [{ title: pageTitle('Shop all categories') }] }),
  component: ShopRoute,
})

function ShopRoute() {
  const { search: text, sale, ...search } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (text === undefined && !sale) return <CategoryOverview />
  return (
    <ShopListing
      listing={sale ? saleListing : searchListing}
      search={{ ...search, q: text || undefined }}
      onSearchChange={(next) => {
        const { q, ...rest } = next
        // Clearing the text keeps the search page (an empty `search`), not the category overview.
        const update = 'q' in next ? { ...rest, search: q ?? (sale ? undefined : '') } : rest
        void navigate({ search: (prev) => ({ ...prev, ...update }), replace: true })
      }}
    />
  )
}

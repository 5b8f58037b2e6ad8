import { createFileRoute, notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle, site } from '../content/site'
import { listingPageReads } from '../features/catalogue/api/page-reads'
import { type HelmetType, helmetTypeFilters, type ListingSearch } from '../features/catalogue/listing-search'
import { resolveCategoryPage } from '../features/catalogue/listings'
import { loadStorefrontData } from '../lib/route-data'
import { ShopListing } from './-components/shop-listing'

// Only the helmets page reads these; invalid values fall back to "everything".
const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  type: z.catch(z.optional(z.enum(helmetTypeFilters)), undefined),
})

/** The type select's one choice is `type=bells` in the address; the listing takes a list of types. */
function listingSearch({ q, type }: { q?: string; type?: HelmetType }): ListingSearch {
  return { q, type: type ? [type] : undefined }
}

export const Route = createFileRoute('/category/$name')({
  validateSearch: searchSchema,
  // The page tables load with the page's code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const listing = resolveCategoryPage(params.name)
    if (!listing) throw notFound()
    await loadStorefrontData(context, listingPageReads(listing, listingSearch(deps)))
    return listing
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData ? pageTitle(loaderData.title) : site.name }],
  }),
  component: CategoryRoute,
})

function CategoryRoute() {
  const listing = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ShopListing
      listing={listing}
      search={listingSearch(search)}
      onSearchChange={(next) =>
        void navigate({
          search: (prev) => ({
            q: 'q' in next ? next.q : prev.q,
            type: 'type' in next ? helmetTypeFilters.find((type) => type === next.type?.[0]) : prev.type,
          }),
          replace: true,
        })
      }
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import {
  catalogueMenuRead,
  useCatalogueCategories,
} from '../features/catalogue/api/catalogue-categories-query'
import { listingPageReads } from '../features/catalogue/api/page-reads'
import {
  anyOf,
  catalogueSortValues,
  filterInputsParam,
  type ListingSearch,
  priceParam,
} from '../features/catalogue/listing-search'
import { catalogueListing } from '../features/catalogue/listings'
import { LazySaveCatalogueBar } from '../features/offline/components/lazy-save-catalogue-bar'
import { loadStorefrontData } from '../lib/route-data'
import { loadOwnProductsOffline } from './-components/load-own-products-offline'
import { ShopListing } from './-components/shop-listing'

const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  /** A collection of the store, by handle. */
  category: z.catch(z.optional(z.string().check(z.regex(/^[\p{L}\p{N}_-]{1,255}$/u))), undefined),
  sort: z.catch(z.optional(z.enum(anyOf(catalogueSortValues))), undefined),
  view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
  min: priceParam,
  max: priceParam,
  filter: filterInputsParam,
})

/**
 * The next state of the page's address: words and a category are alternatives (the store searches
 * its whole catalogue, never one collection), and a collection's filters go with it.
 */
function nextSearch(prev: ListingSearch, next: ListingSearch): ListingSearch {
  if (next.q) return { ...prev, ...next, category: undefined, filter: undefined }
  if ('category' in next && next.category !== prev.category)
    return { ...prev, ...next, q: undefined, filter: undefined }
  return { ...prev, ...next }
}

export const Route = createFileRoute('/products')({
  // The page's reads load with its code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadStorefrontData(context, [
      catalogueMenuRead(context.menuHandles),
      ...listingPageReads(catalogueListing(deps.category), deps),
    ]),
  head: () => ({ meta: [{ title: pageTitle('Shop all products') }] }),
  component: ProductsRoute,
})

function ProductsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { queryClient } = Route.useRouteContext()
  const categories = useCatalogueCategories()
  return (
    <div className="flex flex-col gap-6">
      <LazySaveCatalogueBar loadOwnProducts={loadOwnProductsOffline(queryClient)} />
      <ShopListing
        listing={catalogueListing(search.category, categories)}
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => nextSearch(prev, next), replace: true })}
      />
    </div>
  )
}

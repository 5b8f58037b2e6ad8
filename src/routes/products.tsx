import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle } from '../content/site'
import { listingPageReads } from '../features/catalogue/api/page-reads'
import {
  anyOf,
  catalogueCategoryValues,
  catalogueSortValues,
  optionListParam,
  priceParam,
} from '../features/catalogue/listing-search'
import { catalogueListing } from '../features/catalogue/listings'
import { LazySaveCatalogueBar } from '../features/offline/components/lazy-save-catalogue-bar'
import { loadStorefrontData } from '../lib/route-data'
import { loadOwnProductsOffline } from './-components/load-own-products-offline'
import { ShopListing } from './-components/shop-listing'

const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  category: z.catch(z.optional(z.enum(anyOf(catalogueCategoryValues))), undefined),
  sort: z.catch(z.optional(z.enum(anyOf(catalogueSortValues))), undefined),
  view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
  brand: optionListParam,
  size: optionListParam,
  min: priceParam,
  max: priceParam,
})

export const Route = createFileRoute('/products')({
  // The page's reads load with its code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadStorefrontData(context, listingPageReads(catalogueListing(deps.category), deps)),
  head: () => ({ meta: [{ title: pageTitle('Shop all products') }] }),
  component: ProductsRoute,
})

function ProductsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { queryClient } = Route.useRouteContext()
  return (
    <div className="flex flex-col gap-6">
      <LazySaveCatalogueBar loadOwnProducts={loadOwnProductsOffline(queryClient)} />
      <ShopListing
        listing={catalogueListing(search.category)}
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    </div>
  )
}

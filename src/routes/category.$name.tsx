import { createFileRoute, notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle, site } from '../content/site'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { categoryPageReads } from '../features/catalogue/api/page-reads'
import { resolveCategoryPage } from '../features/catalogue/category-pages'
import { CategoryPage } from '../features/catalogue/components/category-page'
import { helmetTypeFilters } from '../features/catalogue/helmet-types'
import { WishlistButton } from '../features/wishlist/wishlist-button'
import { loadStorefrontData } from '../lib/route-data'

// Only the helmets page reads these; invalid values fall back to "everything".
const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  type: z.catch(z.optional(z.enum(helmetTypeFilters)), undefined),
})

export const Route = createFileRoute('/category/$name')({
  validateSearch: searchSchema,
  // The page tables load with the page's code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const page = resolveCategoryPage(params.name)
    if (!page) throw notFound()
    await loadStorefrontData(context, categoryPageReads(page, deps))
    return page
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData ? pageTitle(loaderData.title) : site.name }],
  }),
  component: CategoryRoute,
})

function CategoryRoute() {
  const page = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { addToCart } = useAddToCart()
  return (
    <CategoryPage
      page={page}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      renderCardActions={(product) => <WishlistButton productId={product.id} productTitle={product.title} />}
      onAddToCart={addToCart}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { pageTitle, site } from '../content/site'
import { CollectionListingView, loadCollectionListing } from './-components/collection-listing-route'

// The type select's one choice, by its name in the address; a value the page does not offer is ignored.
const searchSchema = z.object({
  type: z.catch(z.optional(z.string().check(z.maxLength(60))), undefined),
})

export const Route = createFileRoute('/category/$name')({
  validateSearch: searchSchema,
  // The page's reads load with its code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadCollectionListing(context, { category: params.name }, { type: deps.type ? [deps.type] : undefined }),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.name ? pageTitle(loaderData.name) : site.name }],
  }),
  component: CategoryRoute,
})

function CategoryRoute() {
  const { name } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const titled = Route.useLoaderData()?.name !== undefined
  return (
    <CollectionListingView
      address={{ category: name }}
      search={{ type: search.type ? [search.type] : undefined }}
      titled={titled}
      onSearchChange={(next) => {
        if ('type' in next) void navigate({ search: { type: next.type?.[0] }, replace: true })
      }}
    />
  )
}

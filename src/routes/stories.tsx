import { createFileRoute } from '@tanstack/react-router'
import { storiesPage } from '../content/pages/stories'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { featuredStoriesQueryOptions } from '../features/blog/api/featured-stories-query'
import { StoryList } from '../features/blog/components/blog-section'
import { ContentPage } from '../features/shell/components/content-page'
import { loadRouteData } from '../lib/route-data'

export const Route = createFileRoute('/stories')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context }) =>
    loadRouteData(context, [context.queryClient.ensureQueryData(featuredStoriesQueryOptions())]),
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.stories) }] }),
  component: StoriesRoute,
})

/** Biker Stories: every story as a card that opens in the reader, as on the home page. */
function StoriesRoute() {
  return (
    <ContentPage page={storiesPage}>
      <section aria-label="Stories">
        <StoryList heading="h2" columns="sm:grid-cols-2" />
      </section>
    </ContentPage>
  )
}

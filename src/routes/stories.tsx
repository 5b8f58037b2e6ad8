import { createFileRoute } from '@tanstack/react-router'
import { storiesPage } from '../content/pages/stories'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/stories')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.stories) }] }),
  component: StoriesRoute,
})

function StoriesRoute() {
  return <ContentPage page={storiesPage} />
}

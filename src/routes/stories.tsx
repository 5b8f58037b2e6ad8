import { createFileRoute } from '@tanstack/react-router'
import { storiesPage } from '../content/pages/stories'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/stories')({
  head: () => ({ meta: [{ title: pageTitle(storiesPage.title) }] }),
  component: StoriesRoute,
})

function StoriesRoute() {
  return <ContentPage page={storiesPage} />
}

import { createFileRoute } from '@tanstack/react-router'
import { aboutPage } from '../content/pages/about'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/about')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.about) }] }),
  component: AboutRoute,
})

function AboutRoute() {
  return <ContentPage page={aboutPage} />
}

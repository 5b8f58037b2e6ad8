import { createFileRoute } from '@tanstack/react-router'
import { careersPage } from '../content/pages/careers'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/careers')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.careers) }] }),
  component: CareersRoute,
})

function CareersRoute() {
  return <ContentPage page={careersPage} />
}

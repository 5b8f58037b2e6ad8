import { createFileRoute } from '@tanstack/react-router'
import { returnsPage } from '../content/pages/returns'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/returns')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.returns) }] }),
  component: ReturnsRoute,
})

function ReturnsRoute() {
  return <ContentPage page={returnsPage} />
}

import { createFileRoute } from '@tanstack/react-router'
import { returnsPage } from '../content/pages/returns'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/returns')({
  head: () => ({ meta: [{ title: pageTitle(returnsPage.title) }] }),
  component: ReturnsRoute,
})

function ReturnsRoute() {
  return <ContentPage page={returnsPage} />
}

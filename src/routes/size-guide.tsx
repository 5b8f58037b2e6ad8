import { createFileRoute } from '@tanstack/react-router'
import { sizeGuidePage } from '../content/pages/size-guide'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/size-guide')({
  head: () => ({ meta: [{ title: pageTitle(sizeGuidePage.title) }] }),
  component: SizeGuideRoute,
})

function SizeGuideRoute() {
  return <ContentPage page={sizeGuidePage} />
}

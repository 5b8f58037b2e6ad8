import { createFileRoute } from '@tanstack/react-router'
import { sizeGuidePage } from '../content/pages/size-guide'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/size-guide')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.sizeGuide) }] }),
  component: SizeGuideRoute,
})

function SizeGuideRoute() {
  return <ContentPage page={sizeGuidePage} />
}

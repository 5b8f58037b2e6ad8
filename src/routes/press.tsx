import { createFileRoute } from '@tanstack/react-router'
import { pressPage } from '../content/pages/press'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/press')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.press) }] }),
  component: PressRoute,
})

function PressRoute() {
  return <ContentPage page={pressPage} />
}

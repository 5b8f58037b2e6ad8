import { createFileRoute } from '@tanstack/react-router'
import { faqPage } from '../content/pages/faq'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/faq')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.faq) }] }),
  component: FaqRoute,
})

function FaqRoute() {
  return <ContentPage page={faqPage} />
}

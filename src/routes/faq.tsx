import { createFileRoute } from '@tanstack/react-router'
import { faqPage } from '../content/pages/faq'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/faq')({
  head: () => ({ meta: [{ title: pageTitle(faqPage.title) }] }),
  component: FaqRoute,
})

function FaqRoute() {
  return <ContentPage page={faqPage} />
}

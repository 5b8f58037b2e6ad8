import { createFileRoute } from '@tanstack/react-router'
import { contactPage } from '../content/pages/contact'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.contact) }] }),
  component: ContactRoute,
})

function ContactRoute() {
  return <ContentPage page={contactPage} />
}

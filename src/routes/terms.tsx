import { createFileRoute } from '@tanstack/react-router'
import { termsPage } from '../content/pages/terms'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/terms')({
  head: () => ({ meta: [{ title: pageTitle(termsPage.title) }] }),
  component: TermsRoute,
})

function TermsRoute() {
  return <ContentPage page={termsPage} />
}

import { createFileRoute } from '@tanstack/react-router'
import { termsPage } from '../content/pages/terms'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/terms')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.terms) }] }),
  component: TermsRoute,
})

function TermsRoute() {
  return <ContentPage page={termsPage} />
}

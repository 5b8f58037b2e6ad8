import { createFileRoute } from '@tanstack/react-router'
import { privacyPage } from '../content/pages/privacy'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/privacy')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.privacy) }] }),
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <ContentPage page={privacyPage} />
}

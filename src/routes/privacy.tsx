import { createFileRoute } from '@tanstack/react-router'
import { privacyPage } from '../content/pages/privacy'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/privacy')({
  head: () => ({ meta: [{ title: pageTitle(privacyPage.title) }] }),
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <ContentPage page={privacyPage} />
}

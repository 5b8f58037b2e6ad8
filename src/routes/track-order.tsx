import { createFileRoute } from '@tanstack/react-router'
import { contentPageTitles } from '../content/pages/titles'
import { trackOrderPage } from '../content/pages/track-order'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/track-order')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.trackOrder) }] }),
  component: TrackOrderRoute,
})

function TrackOrderRoute() {
  return <ContentPage page={trackOrderPage} />
}

import { createFileRoute } from '@tanstack/react-router'
import { shippingPage } from '../content/pages/shipping'
import { contentPageTitles } from '../content/pages/titles'
import { pageTitle } from '../content/site'
import { ContentPage } from '../features/shell/components/content-page'

export const Route = createFileRoute('/shipping')({
  head: () => ({ meta: [{ title: pageTitle(contentPageTitles.shipping) }] }),
  component: ShippingRoute,
})

function ShippingRoute() {
  return <ContentPage page={shippingPage} />
}

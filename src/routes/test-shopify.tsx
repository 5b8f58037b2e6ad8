import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '../content/site'
import { StorefrontConnectionTest } from '../features/catalogue/components/storefront-connection-test'

export const Route = createFileRoute('/test-shopify')({
  // It tests the connection from this browser to the storefront, so the browser renders it.
  ssr: false,
  head: () => ({ meta: [{ title: pageTitle('Storefront connection test') }] }),
  component: StorefrontConnectionTest,
})

import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/test-shopify')({
  component: () => <h1>Coming in this change</h1>,
})

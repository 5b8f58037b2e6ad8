import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/shop/$category/$gender/$subcategory')({
  component: () => <h1>Coming in this change</h1>,
})

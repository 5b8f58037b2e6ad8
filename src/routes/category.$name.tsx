import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/category/$name')({
  component: () => <h1>Coming in this change</h1>,
})

// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProductTile } from '../../../src/ui/product/product-tile'

afterEach(cleanup)

// jsdom draws nothing, so it has no scrolling for the router to restore after a navigation.
window.scrollTo = () => {}

function renderTile(onSave: () => void) {
  const root = createRootRoute({
    component: () => (
      <ProductTile
        handle="road-jacket"
        title="Road Jacket"
        image={null}
        sizes="200px"
        heading="h3"
        actions={
          <button type="button" onClick={onSave}>
            Save Road Jacket
          </button>
        }
      >
        <p>$129.99</p>
      </ProductTile>
    ),
  })
  const product = createRoute({ getParentRoute: () => root, path: '/product/$handle' })
  const router = createRouter({
    routeTree: root.addChildren([product]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('ProductTile', () => {
  it('names the product in a heading that links to its page, with what the caller puts under it', async () => {
    renderTile(() => {})
    const heading = await screen.findByRole('heading', { level: 3, name: 'Road Jacket' })
    expect(heading).toBeDefined()
    expect(screen.getByRole('link', { name: 'Road Jacket' }).getAttribute('href')).toBe(
      '/product/road-jacket',
    )
    expect(screen.getByRole('img', { name: 'Road Jacket (no photo)' })).toBeDefined()
    expect(screen.getByText('$129.99')).toBeDefined()
  })

  it('keeps its actions their own buttons: pressing one does not open the product', async () => {
    const onSave = vi.fn()
    const router = renderTile(onSave)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Road Jacket' }))
    expect(onSave).toHaveBeenCalledOnce()
    expect(router.state.location.pathname).toBe('/')
  })
})

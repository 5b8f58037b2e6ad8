// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Client, type Exchange, gql, makeResult, Provider } from 'urql'
import { afterEach, describe, expect, it } from 'vitest'
import { delay, filter, map, merge, pipe, share } from 'wonka'
import { useStorefrontQuery } from '../../../../src/lib/storefront/use-storefront-query'

afterEach(cleanup)

const PAGE_QUERY = gql`
  query Page($after: String) {
    page(after: $after) {
      id
      title
    }
  }
`

interface PageData {
  page: { id: string; title: string }
}

/**
 * A storefront that answers each query with the page it names, after `latency` ms (0: at once),
 * and counts the requests it got.
 */
function storefront({ latency = 0 } = {}) {
  const asked: (string | null)[] = []
  const answer: Exchange = () => (operations$) => {
    const shared = pipe(operations$, share)
    const answers = pipe(
      shared,
      filter((operation) => operation.kind === 'query'),
      map((operation) => {
        const after = (operation.variables as { after?: string | null }).after ?? null
        asked.push(after)
        return makeResult(operation, {
          data: {
            page: { __typename: 'Page', id: after ?? 'first', title: `Page after ${after ?? 'none'}` },
          },
        })
      }),
    )
    return latency > 0 ? pipe(answers, delay(latency)) : merge([answers])
  }
  const client = new Client({ url: 'http://store.test/graphql', exchanges: [answer] })
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>
  return { client, wrapper, asked }
}

describe('useStorefrontQuery', () => {
  it('reads an answer the client has at once in the first render, with nothing fetching', () => {
    const { wrapper } = storefront()
    const { result } = renderHook(
      () => useStorefrontQuery<PageData>({ query: PAGE_QUERY, variables: { after: null } }),
      {
        wrapper,
      },
    )
    expect(result.current[0].data?.page.title).toBe('Page after none')
    expect(result.current[0].fetching).toBe(false)
  })

  it('is fetching until a slow answer comes, then shows it', async () => {
    const { wrapper } = storefront({ latency: 20 })
    const { result } = renderHook(
      () => useStorefrontQuery<PageData>({ query: PAGE_QUERY, variables: { after: null } }),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(result.current[0].fetching).toBe(true))
    expect(result.current[0].data).toBeUndefined()
    await waitFor(() => expect(result.current[0].data?.page.title).toBe('Page after none'))
    expect(result.current[0].fetching).toBe(false)
  })

  it('keeps the last answer up while a new request is on its way, then shows the new one', async () => {
    const { wrapper } = storefront({ latency: 20 })
    const { result, rerender } = renderHook(
      ({ after }: { after: string | null }) =>
        useStorefrontQuery<PageData>({ query: PAGE_QUERY, variables: { after } }),
      { wrapper, initialProps: { after: null as string | null } },
    )
    await waitFor(() => expect(result.current[0].data?.page.title).toBe('Page after none'))
    rerender({ after: 'c1' })
    expect(result.current[0].data?.page.title).toBe('Page after none')
    await waitFor(() => expect(result.current[0].fetching).toBe(true))
    await waitFor(() => expect(result.current[0].data?.page.title).toBe('Page after c1'))
  })

  it('asks nothing while paused, and keeps new objects of the same variables as one request', async () => {
    const { wrapper, asked } = storefront()
    const { result, rerender } = renderHook(
      ({ pause }: { pause: boolean }) =>
        useStorefrontQuery<PageData>({ query: PAGE_QUERY, variables: { after: 'same' }, pause }),
      { wrapper, initialProps: { pause: true } },
    )
    expect(result.current[0]).toMatchObject({ fetching: false, data: undefined })
    expect(asked).toEqual([])
    rerender({ pause: false })
    await waitFor(() => expect(result.current[0].data?.page.title).toBe('Page after same'))
    const answered = asked.length
    rerender({ pause: false })
    rerender({ pause: false })
    expect(asked).toHaveLength(answered)
  })

  it('reexecute asks the network again with the policy given', async () => {
    const { wrapper, asked } = storefront()
    const { result } = renderHook(
      () => useStorefrontQuery<PageData>({ query: PAGE_QUERY, variables: { after: null } }),
      {
        wrapper,
      },
    )
    const shown = result.current[0].data
    const before = asked.length
    act(() => result.current[1]({ requestPolicy: 'network-only' }))
    await waitFor(() => expect(asked.length).toBeGreaterThan(before))
    expect(result.current[0].data?.page.title).toBe('Page after none')
    // The same answer again keeps the data shown: nothing built from it is built again.
    expect(result.current[0].data).toBe(shown)
  })
})

import { expect } from 'vitest'
import {
  TEST_STORE_API_VERSION,
  TEST_STORE_TOKEN,
  TEST_STORE_TOKEN_HEADER,
  type TestStore,
} from '../../support/test-store/test-store'

export interface StoreError {
  message: string
  path?: readonly (string | number)[]
  extensions?: { code?: string }
}

export interface StoreAnswer<T> {
  status: number
  headers: Headers
  data: T | null | undefined
  errors: StoreError[] | undefined
}

export interface StoreRequestOptions {
  /** null sends no token at all. */
  token?: string | null
  path?: string
  origin?: string
}

/** Posts GraphQL to a test store as a Storefront API client does, with no network in between. */
export function storeClient(store: TestStore, defaultOrigin = 'http://shop.test:4609') {
  async function graphql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    options: StoreRequestOptions = {},
  ): Promise<StoreAnswer<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
    if (options.token !== null) headers[TEST_STORE_TOKEN_HEADER] = options.token ?? TEST_STORE_TOKEN
    const path = options.path ?? `/api/${TEST_STORE_API_VERSION}/graphql.json`
    const response = await store.fetch(
      new Request(`${options.origin ?? defaultOrigin}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      }),
    )
    const body = (await response.json()) as { data?: T | null; errors?: StoreError[] }
    return { status: response.status, headers: response.headers, data: body.data, errors: body.errors }
  }

  /** Asks and expects data without errors. */
  async function ask<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await graphql<T>(query, variables)
    expect(answer.errors).toBeUndefined()
    expect(answer.status).toBe(200)
    if (!answer.data) throw new Error('The test store answered no data')
    return answer.data
  }

  return { graphql, ask }
}

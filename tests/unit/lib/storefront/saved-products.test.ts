import 'fake-indexeddb/auto'
import type { DocumentNode } from 'graphql'
import {
  type Client,
  createRequest,
  formatDocument,
  gql,
  makeErrorResult,
  makeOperation,
  makeResult,
  type Operation,
  type OperationResult,
} from 'urql'
import { beforeEach, describe, expect, it } from 'vitest'
import { fromArray, pipe, toPromise } from 'wonka'
import { PRODUCT_BY_HANDLE_QUERY } from '../../../../src/features/product/api/product-by-handle-query'
import { savedProductAnswer } from '../../../../src/lib/storefront/saved-product-answer'
import {
  clearSavedProducts,
  readSavedProduct,
  writeSavedProducts,
} from '../../../../src/lib/storefront/saved-products'
import { savedProductsExchange } from '../../../../src/lib/storefront/saved-products-exchange'

const image = (n: number) => ({
  __typename: 'Image',
  id: `img-${n}`,
  url: `/images/products/a-${n}.svg`,
  altText: null,
  width: 800,
  height: 800,
})
const money = (amount: string) => ({ __typename: 'MoneyV2', amount, currencyCode: 'USD' })
const pageInfo = {
  __typename: 'PageInfo',
  hasNextPage: false,
  hasPreviousPage: false,
  endCursor: 'x',
  startCursor: 'x',
}

/** A product as the catalogue save keeps it: every field of the product page, with __typename. */
const savedJacket = {
  __typename: 'Product',
  id: 'gid://shopify/Product/7',
  handle: 'night-rider-jacket',
  title: 'Night Rider Jacket',
  description: 'Black leather.',
  productType: 'Leather Jackets',
  vendor: 'Highway Hawk',
  tags: ['jackets'],
  availableForSale: true,
  featuredImage: image(1),
  images: {
    __typename: 'ImageConnection',
    edges: [{ __typename: 'ImageEdge', cursor: 'i1', node: image(1) }],
    pageInfo,
  },
  variants: {
    __typename: 'ProductVariantConnection',
    edges: [
      {
        __typename: 'ProductVariantEdge',
        cursor: 'v1',
        node: {
          __typename: 'ProductVariant',
          id: 'gid://shopify/ProductVariant/70',
          title: 'M',
          availableForSale: true,
          quantityAvailable: 4,
          price: money('199.00'),
          compareAtPrice: null,
          selectedOptions: [{ __typename: 'SelectedOption', name: 'Size', value: 'M' }],
          image: null,
        },
      },
    ],
    pageInfo,
  },
  priceRange: {
    __typename: 'ProductPriceRange',
    minVariantPrice: money('199.00'),
    maxVariantPrice: money('199.00'),
  },
}

/** An operation as graphcache forwards it to the network: its document asks for __typename everywhere. */
function operation(query: DocumentNode | string, variables: Record<string, unknown>): Operation {
  const request = createRequest(query, variables)
  return makeOperation(
    'query',
    { ...request, query: formatDocument(request.query) },
    { url: '/api/2026-04/graphql.json', requestPolicy: 'cache-first' },
  )
}

const offline = (op: Operation) => makeErrorResult(op, new TypeError('Failed to fetch'))

beforeEach(async () => {
  await clearSavedProducts()
  await writeSavedProducts([
    [savedJacket.handle, savedJacket],
    ['outlaw-leather-jacket', null],
  ])
})

describe('the saved catalogue store', () => {
  it('reads a saved product, null for a handle saved as having none, undefined for one never saved', async () => {
    expect(await readSavedProduct('night-rider-jacket')).toEqual(savedJacket)
    expect(await readSavedProduct('outlaw-leather-jacket')).toBeNull()
    expect(await readSavedProduct('never-saved')).toBeUndefined()
  })
})

describe('savedProductAnswer', () => {
  it('answers the product page of a saved product as the storefront would have', async () => {
    const data = await savedProductAnswer(
      offline(operation(PRODUCT_BY_HANDLE_QUERY, { handle: 'night-rider-jacket' })),
    )
    expect(data).toEqual({ product: savedJacket })
  })

  it('answers a saved own-label slug as "no storefront product", so the slug page shows', async () => {
    const data = await savedProductAnswer(
      offline(operation(PRODUCT_BY_HANDLE_QUERY, { handle: 'outlaw-leather-jacket' })),
    )
    expect(data).toEqual({ product: null })
  })

  it('has nothing for a product never saved', async () => {
    const failed = offline(operation(PRODUCT_BY_HANDLE_QUERY, { handle: 'never-saved' }))
    expect(await savedProductAnswer(failed)).toBeUndefined()
  })

  it('shapes the answer as the query asks: aliases, fragments, only the fields asked', async () => {
    const query = gql`
      query Quick($handle: String!) {
        item: product(handle: $handle) {
          ...Names
          cheapest: priceRange {
            minVariantPrice {
              amount
            }
          }
        }
      }
      fragment Names on Product {
        name: title
        handle
      }
    `
    const data = await savedProductAnswer(offline(operation(query, { handle: 'night-rider-jacket' })))
    expect(data).toEqual({
      item: {
        __typename: 'Product',
        name: 'Night Rider Jacket',
        handle: 'night-rider-jacket',
        cheapest: {
          __typename: 'ProductPriceRange',
          minVariantPrice: { __typename: 'MoneyV2', amount: '199.00' },
        },
      },
    })
  })

  it('does not answer a query asking for a field that was not saved, nor other queries', async () => {
    const moreThanSaved = gql`
      query Seo($handle: String!) {
        product(handle: $handle) {
          id
          seo {
            title
          }
        }
      }
    `
    const listing = gql`
      query List {
        products(first: 5) {
          edges {
            node {
              id
            }
          }
        }
      }
    `
    for (const failed of [
      offline(operation(moreThanSaved, { handle: 'night-rider-jacket' })),
      offline(operation(listing, {})),
    ]) {
      expect(await savedProductAnswer(failed)).toBeUndefined()
    }
  })
})

describe('savedProductsExchange', () => {
  /** The exchange in front of a network that gives `result`. */
  const run = (result: OperationResult) => {
    const exchange = savedProductsExchange({
      forward: () => fromArray([result]),
      client: {} as Client,
      dispatchDebug: () => {},
    })
    return pipe(exchange(fromArray([result.operation])), toPromise)
  }

  it('answers a product page from the saved catalogue when the request could not connect', async () => {
    const answer = await run(offline(operation(PRODUCT_BY_HANDLE_QUERY, { handle: 'night-rider-jacket' })))
    expect(answer.error).toBeUndefined()
    expect(answer.data).toEqual({ product: savedJacket })
  })

  it('keeps the failure for a product never saved', async () => {
    const failed = offline(operation(PRODUCT_BY_HANDLE_QUERY, { handle: 'never-saved' }))
    expect(await run(failed)).toBe(failed)
  })

  it('leaves a failed refresh of what the cache holds alone: that copy may be newer', async () => {
    const refresh = operation(PRODUCT_BY_HANDLE_QUERY, { handle: 'night-rider-jacket' })
    const failed = offline(
      makeOperation('query', refresh, { ...refresh.context, requestPolicy: 'network-only' }),
    )
    expect(await run(failed)).toBe(failed)
  })

  it('passes answers from the storefront, and its error replies, as they are', async () => {
    const op = operation(PRODUCT_BY_HANDLE_QUERY, { handle: 'night-rider-jacket' })
    const fresh = makeResult(op, { data: { product: { ...savedJacket, title: 'New title' } } })
    expect(await run(fresh)).toBe(fresh)
    const refused = makeErrorResult(op, new Error('Internal'), { status: 500 })
    expect(await run(refused)).toBe(refused)
  })
})

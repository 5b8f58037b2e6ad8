import { graphql, type ResultOf } from '../../../lib/storefront/graphql'
import { PRODUCT_PAGE_FIELDS } from '../../../lib/storefront/product-page-fields'

/**
 * Products per request: the most whose page fields (up to 100 variants each) a query may ask for
 * within the storefront's cost limit (the emulator's, src/server/storefront/cost-limit.ts, 20,000).
 */
export const CATALOGUE_SAVE_PAGE_SIZE = 36

/**
 * One page of the whole catalogue in id order: a stable order, so a save cut off half way resumes
 * from its last cursor.
 */
export const CATALOGUE_SAVE_PAGE_QUERY = graphql(
  `
    query CatalogueSavePage($first: Int!, $after: String) {
      products(first: $first, after: $after, sortKey: ID) {
        edges {
          node {
            ...ProductPageFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [PRODUCT_PAGE_FIELDS],
)

/** How many products the catalogue has (`search` carries `totalCount`), and a few to size them by. */
export const CATALOGUE_SAVE_ESTIMATE_QUERY = graphql(
  `
    query CatalogueSaveEstimate($sample: Int!) {
      search(query: "", first: 1, types: [PRODUCT]) {
        totalCount
      }
      products(first: $sample, sortKey: ID) {
        edges {
          node {
            ...ProductPageFields
          }
        }
      }
    }
  `,
  [PRODUCT_PAGE_FIELDS],
)

/** A saved product: the product page's fields, as the save query answers them. */
export type SavedProductData = ResultOf<typeof CATALOGUE_SAVE_PAGE_QUERY>['products']['edges'][number]['node']

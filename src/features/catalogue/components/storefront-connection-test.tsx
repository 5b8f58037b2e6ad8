import { Link } from '@tanstack/react-router'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { formatPrice } from '../../../shared/money'
import { Button } from '../../../ui/button'
import { AlertIcon } from '../../../ui/icons'
import { Skeleton } from '../../../ui/skeleton'
import {
  type ConnectionTestProduct,
  storefrontConnectionInfo,
  TEST_FEATURED_COUNT,
  TEST_PRODUCTS_COUNT,
  useStorefrontConnectionTest,
} from '../api/test-shopify-query'

/** The /test-shopify page: is the storefront reachable, and what does it answer? */
export function StorefrontConnectionTest() {
  const info = storefrontConnectionInfo()
  const online = useOnlineStatus()
  const test = useStorefrontConnectionTest()
  const status = test.products
    ? test.error
      ? 'Showing the last answer saved on this device'
      : 'Connected'
    : test.fetching
      ? 'Checking…'
      : 'Cannot reach the storefront'

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-50 sm:text-4xl">
          Storefront connection test
        </h1>
        <p className="text-stone-300">
          Reads the first {TEST_PRODUCTS_COUNT} products and {TEST_FEATURED_COUNT} featured ones straight from
          the storefront API.
        </p>
      </header>

      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-stone-800 bg-stone-900 p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-400">Store domain</dt>
        <dd className="font-mono text-stone-100">
          {info.storeDomain}
          {info.usesEmulator ? <span className="ml-2 font-sans text-stone-400">(local emulator)</span> : null}
        </dd>
        <dt className="text-stone-400">API version</dt>
        <dd className="font-mono text-stone-100">{info.apiVersion}</dd>
        <dt className="text-stone-400">Endpoint</dt>
        <dd className="font-mono break-all text-stone-100">{info.endpoint}</dd>
        <dt className="text-stone-400">Status</dt>
        <dd className="font-semibold text-orange-300" role="status">
          {status}
        </dd>
      </dl>

      {!test.products && !test.fetching ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-red-800 bg-red-950/40 p-8 text-center"
        >
          <AlertIcon className="h-8 w-8 text-red-400" />
          <h2 className="text-xl font-bold text-stone-50">Cannot reach the storefront</h2>
          <p className="text-stone-300">
            {online
              ? `The storefront at ${info.storeDomain} did not answer: ${getErrorMessage(test.error)}`
              : "You're offline. Connect to the internet and try again."}
          </p>
          <Button onClick={test.retry}>Try again</Button>
        </div>
      ) : (
        <>
          <ProductSection
            id="test-products"
            title={`Products (first ${TEST_PRODUCTS_COUNT})`}
            products={test.products}
            size={TEST_PRODUCTS_COUNT}
          />
          <ProductSection
            id="test-featured"
            title={`Featured products (${TEST_FEATURED_COUNT})`}
            note={
              test.featuredIsFallback
                ? 'The featured collection is empty or missing: showing the first products instead.'
                : undefined
            }
            products={test.featured}
            size={TEST_FEATURED_COUNT}
          />
        </>
      )}
    </div>
  )
}

function ProductSection({
  id,
  title,
  note,
  products,
  size,
}: {
  id: string
  title: string
  note?: string
  products: ConnectionTestProduct[] | undefined
  size: number
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-stone-50">
        {title}
      </h2>
      {note ? <p className="text-sm text-stone-400">{note}</p> : null}
      {products?.length === 0 ? (
        <p className="text-stone-300">The storefront answered, but it has no products to list.</p>
      ) : products ? (
        <ol className="divide-y divide-stone-800 rounded-xl border border-stone-800 bg-stone-900">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <div className="flex min-w-0 flex-col">
                <Link
                  to="/product/$handle"
                  params={{ handle: product.handle }}
                  className="font-semibold text-stone-50 hover:text-orange-300"
                >
                  {product.title}
                </Link>
                <span className="text-sm text-stone-400">{product.vendor}</span>
              </div>
              <span className="font-semibold text-stone-100">
                {formatPrice(
                  product.priceRange.minVariantPrice.amount,
                  product.priceRange.minVariantPrice.currencyCode,
                )}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <div aria-hidden="true" className="flex flex-col gap-2">
          {Array.from({ length: size }, (_, i) => `row-${i}`).map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      )}
    </section>
  )
}

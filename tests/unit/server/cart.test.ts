import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  cartLines,
  ownProducts,
  productImages,
  products,
  productVariants,
} from '../../../src/server/db/schema'
import type { PricedCartLine } from '../../../src/shared/account/cart'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Shopper = Awaited<ReturnType<TestApp['createShopper']>>
let testApp: TestApp
let alice: Shopper
let bob: Shopper

interface CatalogueVariant {
  gid: string
  price: string
  compareAtPrice: string | null
  title: string
  productTitle: string
  handle: string
  image: string
}
let available: CatalogueVariant
let soldOut: CatalogueVariant
let own: { ref: string; slug: string; name: string; price: string; images: string[] }

/** A variant of the seeded catalogue, with what the cart should say about it. */
async function findVariant(forSale: boolean): Promise<CatalogueVariant> {
  const [row] = await testApp.db
    .select({
      id: productVariants.id,
      price: productVariants.price,
      compareAtPrice: productVariants.compareAtPrice,
      title: productVariants.title,
      productTitle: products.title,
      handle: products.handle,
      image: productImages.url,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(
      productImages,
      and(
        eq(productImages.productId, products.id),
        eq(productImages.position, productVariants.imagePosition),
      ),
    )
    .where(and(eq(productVariants.availableForSale, forSale), eq(products.category, 'jackets')))
    .orderBy(asc(productVariants.id))
    .limit(1)
  if (!row) throw new Error(`The test catalogue has no ${forSale ? 'available' : 'sold-out'} jacket variant`)
  return { ...row, gid: `gid://shopify/ProductVariant/${row.id}` }
}

beforeAll(async () => {
  testApp = await createTestApp()
  alice = await testApp.createShopper('Alice')
  bob = await testApp.createShopper('Bob')
  available = await findVariant(true)
  soldOut = await findVariant(false)
  const [ownRow] = await testApp.db.select().from(ownProducts).orderBy(asc(ownProducts.id)).limit(1)
  if (!ownRow) throw new Error('The test catalogue has no own-API product')
  own = {
    ref: `own:${ownRow.slug}`,
    slug: ownRow.slug,
    name: ownRow.name,
    price: ownRow.price,
    images: ownRow.images,
  }
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  await testApp.db.delete(cartLines)
})

function call(method: string, path: string, shopper: Shopper | null, body?: unknown) {
  const headers: Record<string, string> = {}
  if (shopper) headers.Cookie = shopper.cookie
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return testApp.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const addLine = (shopper: Shopper, body: unknown) => call('POST', '/api/cart', shopper, body)

async function readCart(shopper: Shopper): Promise<PricedCartLine[]> {
  const response = await call('GET', '/api/cart', shopper)
  expect(response.status).toBe(200)
  return (await response.json()) as PricedCartLine[]
}

async function storedLines() {
  return testApp.db
    .select({ quantity: cartLines.quantity, productRef: cartLines.productRef, size: cartLines.size })
    .from(cartLines)
    .orderBy(asc(cartLines.createdAt))
}

describe('signed out', () => {
  const lineId = '00000000-0000-4000-8000-000000000000'
  it.each([
    ['GET', '/api/cart', undefined],
    ['POST', '/api/cart', { productId: 'own:anything', quantity: 1 }],
    ['DELETE', '/api/cart', undefined],
    ['PATCH', `/api/cart/${lineId}`, { quantity: 2 }],
    ['DELETE', `/api/cart/${lineId}`, undefined],
  ])('%s %s answers 401 with a message the client reads as signed out', async (method, path, body) => {
    const response = await call(method, path, null, body)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Unauthorized: sign in to use your cart.' },
    })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('treats a cookie of an ended session as signed out', async () => {
    const shopper = await testApp.createShopper('Gone')
    await testApp.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: shopper.cookie } })
    expect((await call('GET', '/api/cart', shopper)).status).toBe(401)
  })
})

describe('POST /api/cart', () => {
  it('adds a storefront variant at the catalogue’s price and answers 201 with the line', async () => {
    const response = await addLine(alice, { productId: available.gid, quantity: 2 })
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const line = (await response.json()) as PricedCartLine
    expect(line).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productId: available.gid,
      quantity: 2,
      size: null,
      color: null,
      product: {
        name: available.productTitle,
        price: available.price,
        currencyCode: 'USD',
        compareAtPrice: available.compareAtPrice,
        images: [available.image],
        href: `/product/${available.handle}`,
        variantTitle: available.title === 'Default Title' ? null : available.title,
        availableForSale: true,
      },
    })
    expect(await readCart(alice)).toEqual([line])
  })

  it('adds an own-API product with size and colour', async () => {
    const response = await addLine(alice, { productId: own.ref, quantity: 1, size: ' L ', color: 'Black' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      productId: own.ref,
      quantity: 1,
      size: 'L',
      color: 'Black',
      product: {
        name: own.name,
        price: own.price,
        images: own.images,
        href: `/product/${own.slug}`,
        variantTitle: null,
        availableForSale: true,
      },
    })
  })

  it('raises the quantity of the line with the same product, size and colour (200), else adds a line', async () => {
    const first = (await (
      await addLine(alice, { productId: own.ref, quantity: 2, size: 'M', color: 'Black' })
    ).json()) as PricedCartLine
    const again = await addLine(alice, { productId: own.ref, quantity: 3, size: 'M', color: 'Black' })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ id: first.id, quantity: 5 })

    expect(
      (await addLine(alice, { productId: own.ref, quantity: 1, size: 'L', color: 'Black' })).status,
    ).toBe(201)
    expect((await addLine(alice, { productId: own.ref, quantity: 1, size: 'M' })).status).toBe(201)
    // No size and a blank size are the same line.
    expect((await addLine(alice, { productId: own.ref, quantity: 1 })).status).toBe(201)
    expect((await addLine(alice, { productId: own.ref, quantity: 1, size: '  ', color: null })).status).toBe(
      200,
    )

    expect((await readCart(alice)).map((line) => [line.size, line.color, line.quantity])).toEqual([
      ['M', 'Black', 5],
      ['L', 'Black', 1],
      ['M', null, 1],
      [null, null, 2],
    ])
  })

  it('answers 400 quantity_too_large when a merge would pass 99, and keeps the line as it was', async () => {
    await addLine(alice, { productId: own.ref, quantity: 95 })
    expect((await addLine(alice, { productId: own.ref, quantity: 4 })).status).toBe(200)
    const response = await addLine(alice, { productId: own.ref, quantity: 1 })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'quantity_too_large',
        message: 'Your cart already has 99 of this item; one line can hold at most 99.',
      },
    })
    expect(await storedLines()).toEqual([{ productRef: own.ref, quantity: 99, size: null }])
  })

  it('takes the price from the database, never from the request', async () => {
    const response = await addLine(alice, { productId: available.gid, quantity: 1, price: '0.01' })
    expect(response.status).toBe(201)
    expect(((await response.json()) as PricedCartLine).product.price).toBe(available.price)
    expect((await readCart(alice))[0]?.product.price).toBe(available.price)
  })

  it('answers 409 sold_out for a sold-out variant and adds nothing', async () => {
    const response = await addLine(alice, { productId: soldOut.gid, quantity: 1 })
    expect(response.status).toBe(409)
    const variant = soldOut.title === 'Default Title' ? '' : ` (${soldOut.title})`
    expect(await response.json()).toEqual({
      error: { code: 'sold_out', message: `${soldOut.productTitle}${variant} is sold out.` },
    })
    expect(await storedLines()).toEqual([])
  })

  const productMessage =
    'productId: productId must be a storefront variant id (gid://shopify/ProductVariant/…) or own:{slug}.'
  it.each<[string, Record<string, unknown>, number, { code: string; message: string }]>([
    [
      'quantity 0',
      { quantity: 0 },
      400,
      { code: 'invalid_request', message: 'quantity: Quantity must be at least 1.' },
    ],
    [
      'quantity -1',
      { quantity: -1 },
      400,
      { code: 'invalid_request', message: 'quantity: Quantity must be at least 1.' },
    ],
    [
      'quantity 1.5',
      { quantity: 1.5 },
      400,
      { code: 'invalid_request', message: 'quantity: Quantity must be a whole number.' },
    ],
    [
      'quantity 100',
      { quantity: 100 },
      400,
      { code: 'invalid_request', message: 'quantity: Quantity can be at most 99.' },
    ],
    [
      'quantity "2"',
      { quantity: '2' },
      400,
      { code: 'invalid_request', message: 'quantity: Quantity must be a number.' },
    ],
    [
      'no quantity',
      { quantity: undefined },
      400,
      { code: 'invalid_request', message: 'quantity: Quantity must be a number.' },
    ],
    [
      'no productId',
      { productId: undefined },
      400,
      { code: 'invalid_request', message: 'productId: productId is required.' },
    ],
    [
      'a product (not variant) gid',
      { productId: 'gid://shopify/Product/1' },
      400,
      { code: 'invalid_request', message: productMessage },
    ],
    [
      'a malformed gid',
      { productId: 'gid://shopify/ProductVariant/abc' },
      400,
      { code: 'invalid_request', message: productMessage },
    ],
    [
      'an upper-case slug',
      { productId: 'own:Storm' },
      400,
      { code: 'invalid_request', message: productMessage },
    ],
    [
      'a 21-character size',
      { size: 's'.repeat(21) },
      400,
      { code: 'invalid_request', message: 'size: Size can be at most 20 characters.' },
    ],
    [
      'a numeric colour',
      { color: 7 },
      400,
      { code: 'invalid_request', message: 'color: Color must be text.' },
    ],
    [
      'an unknown variant',
      { productId: 'gid://shopify/ProductVariant/987654321' },
      404,
      { code: 'product_not_found', message: 'That product is not in the shop (any more).' },
    ],
    [
      'a variant id past the catalogue’s id range',
      { productId: 'gid://shopify/ProductVariant/999999999999999' },
      404,
      { code: 'product_not_found', message: 'That product is not in the shop (any more).' },
    ],
    [
      'an unknown slug',
      { productId: 'own:no-such-product' },
      404,
      { code: 'product_not_found', message: 'That product is not in the shop (any more).' },
    ],
  ])('refuses %s (%i) and changes nothing', async (_case, change, status, error) => {
    await addLine(alice, { productId: own.ref, quantity: 1 })
    const response = await addLine(alice, { productId: available.gid, quantity: 1, ...change })
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
    expect(await storedLines()).toEqual([{ productRef: own.ref, quantity: 1, size: null }])
  })

  it('refuses malformed JSON (400) and a body that is not JSON (415)', async () => {
    const malformed = await addLine(alice, '{"productId": "own:x", ')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    })
    const form = await testApp.app.request('/api/cart', {
      method: 'POST',
      headers: { Cookie: alice.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `productId=${encodeURIComponent(own.ref)}&quantity=1`,
    })
    expect(form.status).toBe(415)
    expect(((await form.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type')
    expect(await storedLines()).toEqual([])
  })

  it('holds at most 100 different lines', async () => {
    await addLine(alice, { productId: own.ref, quantity: 1, size: 'size-0' })
    const [first] = await testApp.db.select().from(cartLines)
    const userId = first?.userId ?? ''
    await testApp.db.insert(cartLines).values(
      Array.from({ length: 99 }, (_, i) => ({
        userId,
        productRef: own.ref,
        quantity: 1,
        size: `size-${i + 1}`,
      })),
    )
    const response = await addLine(alice, { productId: own.ref, quantity: 1, size: 'one more' })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('cart_full')
    // The lines it has can still grow.
    expect((await addLine(alice, { productId: own.ref, quantity: 1, size: 'size-5' })).status).toBe(200)
    expect((await testApp.db.select({ n: count() }).from(cartLines))[0]?.n).toBe(100)
  })
})

describe('GET /api/cart', () => {
  it('lists the lines oldest first, priced now', async () => {
    await addLine(alice, { productId: own.ref, quantity: 1 })
    await addLine(alice, { productId: available.gid, quantity: 2 })
    const newPrice = '12.34'
    await testApp.db
      .update(productVariants)
      .set({ price: newPrice })
      .where(eq(productVariants.id, Number(available.gid.split('/').pop())))
    try {
      const lines = await readCart(alice)
      expect(lines.map((line) => [line.productId, line.quantity, line.product.price])).toEqual([
        [own.ref, 1, own.price],
        [available.gid, 2, newPrice],
      ])
    } finally {
      await testApp.db
        .update(productVariants)
        .set({ price: available.price })
        .where(eq(productVariants.id, Number(available.gid.split('/').pop())))
    }
  })

  it('keeps a line whose product left the shop, marked as no longer available', async () => {
    await addLine(alice, { productId: own.ref, quantity: 1 })
    const [row] = await testApp.db.select().from(cartLines)
    await testApp.db
      .insert(cartLines)
      .values({ userId: row?.userId ?? '', productRef: 'own:discontinued-boots', quantity: 3 })
    const lines = await readCart(alice)
    expect(lines[1]).toEqual({
      id: expect.any(String),
      productId: 'own:discontinued-boots',
      quantity: 3,
      size: null,
      color: null,
      product: {
        name: 'No longer available',
        price: '0.00',
        currencyCode: 'USD',
        compareAtPrice: null,
        images: [],
        href: '/products',
        variantTitle: null,
        availableForSale: false,
      },
    })
  })
})

describe('PATCH and DELETE /api/cart/{id}', () => {
  it('sets a line’s quantity (200) and removes a line (204)', async () => {
    const line = (await (await addLine(alice, { productId: own.ref, quantity: 1 })).json()) as PricedCartLine
    const patched = await call('PATCH', `/api/cart/${line.id}`, alice, { quantity: 7 })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toEqual({ ...line, quantity: 7 })

    const removed = await call('DELETE', `/api/cart/${line.id}`, alice)
    expect(removed.status).toBe(204)
    expect(await readCart(alice)).toEqual([])
    expect((await call('DELETE', `/api/cart/${line.id}`, alice)).status).toBe(404)
  })

  it.each<[string, unknown, string]>([
    ['quantity 0', { quantity: 0 }, 'quantity: Quantity must be at least 1.'],
    ['quantity 100', { quantity: 100 }, 'quantity: Quantity can be at most 99.'],
    ['no quantity', {}, 'quantity: Quantity must be a number.'],
  ])('PATCH refuses %s with 400 and keeps the quantity', async (_case, body, message) => {
    const line = (await (await addLine(alice, { productId: own.ref, quantity: 4 })).json()) as PricedCartLine
    const response = await call('PATCH', `/api/cart/${line.id}`, alice, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } })
    expect(await storedLines()).toEqual([{ productRef: own.ref, quantity: 4, size: null }])
  })

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"])(
    'answers 404 for the line id %s',
    async (id) => {
      const path = `/api/cart/${encodeURIComponent(id)}`
      for (const response of [
        await call('PATCH', path, alice, { quantity: 2 }),
        await call('DELETE', path, alice),
      ]) {
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({
          error: { code: 'cart_line_not_found', message: 'That item is not in your cart.' },
        })
      }
    },
  )

  it('never shows or touches another shopper’s line', async () => {
    const line = (await (await addLine(alice, { productId: own.ref, quantity: 2 })).json()) as PricedCartLine
    expect((await call('PATCH', `/api/cart/${line.id}`, bob, { quantity: 9 })).status).toBe(404)
    expect((await call('DELETE', `/api/cart/${line.id}`, bob)).status).toBe(404)
    expect(await readCart(bob)).toEqual([])
    expect((await call('DELETE', '/api/cart', bob)).status).toBe(204)
    expect(await readCart(alice)).toEqual([line])
  })
})

describe('DELETE /api/cart', () => {
  it('empties the shopper’s cart (204)', async () => {
    await addLine(alice, { productId: own.ref, quantity: 1 })
    await addLine(alice, { productId: available.gid, quantity: 1 })
    await addLine(bob, { productId: own.ref, quantity: 1 })
    const response = await call('DELETE', '/api/cart', alice)
    expect(response.status).toBe(204)
    expect(await readCart(alice)).toEqual([])
    expect(await readCart(bob)).toHaveLength(1)
  })
})

import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Address } from '../../shared/account/orders'

/** Key/value facts about the database itself, such as which catalogue seed it holds. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

// ---- Catalogue owned by the storefront service (served by the local emulator) ----

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    descriptionHtml: text('description_html').notNull(),
    productType: text('product_type').notNull(),
    vendor: text('vendor').notNull(),
    tags: text('tags').array().notNull(),
    /**
     * `tags` in lower case, kept by the database: Shopify matches tags ignoring case, and `@>` on this
     * column is many times faster than comparing each tag with lower() (lower_tags: migration 0001).
     */
    tagsLower: text('tags_lower')
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower_tags(${products.tags})`),
    /** Our category slug (helmets, jackets, …); also present in `tags`. */
    category: text('category').notNull(),
    minPrice: numeric('min_price', { precision: 10, scale: 2 }).notNull(),
    maxPrice: numeric('max_price', { precision: 10, scale: 2 }).notNull(),
    minCompareAtPrice: numeric('min_compare_at_price', { precision: 10, scale: 2 }),
    maxCompareAtPrice: numeric('max_compare_at_price', { precision: 10, scale: 2 }),
    availableForSale: boolean('available_for_sale').notNull(),
    totalInventory: integer('total_inventory').notNull(),
    /** Lower is better selling; drives the BEST_SELLING sort key. */
    salesRank: integer('sales_rank').notNull(),
    /**
     * Average star rating (1.0-5.0, one decimal) and number of reviews, served as the standard
     * `reviews.rating` / `reviews.rating_count` metafields. They are the metafields a Shopify review
     * app keeps: worked out from the `reviews` table by the seed and again by every new review
     * (src/server/reviews/reviews.service.ts). No reviews (the default) means no rating.
     */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // The storefront sorts text keys case-insensitively (src/server/storefront/products.resolver.ts).
    index('products_title_idx').on(sql`lower(${t.title})`, t.id),
    index('products_min_price_idx').on(t.minPrice, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_vendor_idx').on(sql`lower(${t.vendor})`, t.id),
    index('products_product_type_idx').on(sql`lower(${t.productType})`, t.id),
    index('products_sales_rank_idx').on(t.salesRank, t.id),
    index('products_rating_idx').on(t.rating, t.id),
    index('products_tags_lower_idx').using('gin', t.tagsLower),
    index('products_category_idx').on(t.category),
  ],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    compareAtPrice: numeric('compare_at_price', { precision: 10, scale: 2 }),
    availableForSale: boolean('available_for_sale').notNull(),
    quantityAvailable: integer('quantity_available').notNull(),
    selectedOptions: jsonb('selected_options').$type<{ name: string; value: string }[]>().notNull(),
    /** Position (0-based) of the product image that shows this variant's colour. */
    imagePosition: integer('image_position'),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Site-relative path of the generated artwork, e.g. /images/products/helmet-black-1203.svg */
    url: text('url').notNull(),
    altText: text('alt_text'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
)

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
})

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_position_idx').on(t.collectionId, t.position),
  ],
)

// ---- The shop's own API ----

/** Slug-based products of the shop's own API. */
export const ownProducts = pgTable('own_products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  compareAtPrice: numeric('compare_at_price', { precision: 10, scale: 2 }),
  images: text('images').array().notNull(),
  tags: text('tags').array().notNull(),
  specifications: jsonb('specifications').$type<Record<string, string>>().notNull(),
  /** Smallest first; empty for what is not sized (a bag, a whip). */
  sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
  colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
  featured: boolean('featured').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/** The home page's stories; seed data, `content` sanitised before it is stored. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    /** A slug, also the name of the story's artwork (/images/blog/{id}.svg). */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    image: text('image').notNull(),
    /** Minutes. */
    readTime: integer('read_time').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('blog_posts_published_at_idx').on(t.publishedAt, t.id)],
)

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The unique email only stops repeats if every writer stores it trimmed and in lower case.
  (t) => [check('newsletter_subscribers_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`)],
)

export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the recipient redeems, e.g. ORMS-7K3F-Q9TD-2LXW-8M4P (src/server/codes/random-code.ts). */
    code: text('code').notNull().unique(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    design: integer('design').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    /** What is left to spend: starts at `amount`, taken by orders, never below zero. */
    balance: numeric('balance', { precision: 10, scale: 2 }).notNull(),
    /** Where the buyer's receipt goes; null for cards bought before receipts were sent. */
    buyerEmail: text('buyer_email'),
    /**
     * The paid order line it was issued for (`{store order id}:{line}:{n}`): each card an order paid
     * for is issued once, whatever its webhooks repeat. Null for cards issued before cards were sold
     * through the store's checkout.
     */
    issuedFor: text('issued_for').unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The request schema enforces these first; the database refuses anything that slips past it.
  (t) => [
    check('gift_cards_amount_range', sql`${t.amount} between 10 and 5000`),
    check('gift_cards_design_range', sql`${t.design} between 1 and 4`),
    check('gift_cards_balance_range', sql`${t.balance} between 0 and ${t.amount}`),
  ],
)

// ---- Accounts, carts, orders and wishlists (docs/decisions/0011-server-priced-cart.md) ----

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** `scrypt$N$r$p$salt$hash` (src/server/auth/password.ts); never logged or answered. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The unique email only means one account per address if every writer stores it in lower case.
  (t) => [check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie's random token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * A shopper's cart. `product_ref` is a storefront variant GID or `own:{slug}` (parseProductRef), not a
 * foreign key: the catalogue can be reseeded or live in a real store, and lines are priced on reading.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productRef: text('product_ref').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
    // One line per product, size and colour; no size and no colour count as one value each.
    uniqueIndex('cart_lines_product_option_idx').on(
      t.userId,
      t.productRef,
      sql`coalesce(${t.size}, '')`,
      sql`coalesce(${t.color}, '')`,
    ),
    index('cart_lines_user_created_idx').on(t.userId, t.createdAt),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Feeds `number`; one sequence makes numbers unique and in order without a read-then-write. */
    sequence: serial('sequence').notNull(),
    /** What the shopper sees: ORMS-10001, ORMS-10002, … */
    number: text('number')
      .notNull()
      .unique()
      .generatedAlwaysAs((): SQL => sql`'ORMS-' || (10000 + ${orders.sequence})::text`),
    // Orders are records of a sale: deleting an account must not silently delete them. The
    // stand-in checkout links an order to the customer whose email it carries, as Shopify does; a
    // buyer without an account leaves it null.
    userId: uuid('user_id').references(() => users.id),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 10, scale: 2 }).notNull(),
    shipping: numeric('shipping', { precision: 10, scale: 2 }).notNull(),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    /** ISO 4217: every amount of the order is in it (a connected store's currency, or the shop's). */
    currencyCode: text('currency_code').notNull().default('USD'),
    /** Taken off the subtotal by a discount code (before tax and the free-shipping rule). */
    discount: numeric('discount', { precision: 10, scale: 2 }).notNull().default('0'),
    discountCode: text('discount_code'),
    /** Paid by a gift card: taken off the order's total; `total` is what is left to pay. */
    giftCardAmount: numeric('gift_card_amount', { precision: 10, scale: 2 }).notNull().default('0'),
    idempotencyKey: text('idempotency_key'),
    /** The store cart it was checked out from (the stand-in checkout's orders): Shopify's `cart_token`. */
    cartToken: text('cart_token'),
    /** The cart's attributes, which Shopify hands back as the order's `note_attributes`. */
    attributes: jsonb('attributes').$type<StoreAttribute[]>().notNull().default([]),
    /** Shopify's `financial_status`: "paid" once the stand-in's test payment went through. */
    financialStatus: text('financial_status').notNull().default('pending'),
    /** Each shipment the merchant marked, with its tracking (Shopify's `fulfillments`). */
    fulfilments: jsonb('fulfilments').$type<StoreFulfilment[]>().notNull().default([]),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Also what makes a retried submission (same key) find its order instead of placing another.
    uniqueIndex('orders_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productRef: text('product_ref').notNull(),
    /** What the shopper bought, as it was named and priced then; later catalogue changes do not alter it. */
    name: text('name').notNull(),
    variantTitle: text('variant_title'),
    size: text('size'),
    color: text('color'),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    lineTotal: numeric('line_total', { precision: 10, scale: 2 }).notNull(),
    image: text('image'),
    href: text('href').notNull(),
    /** The catalogue's product and variant the line sold (a REST line item's `product_id`, `variant_id`). */
    productId: integer('product_id'),
    variantId: integer('variant_id'),
    /** The cart line's attributes (Shopify's line item `properties`): a gift card's recipient. */
    attributes: jsonb('attributes').$type<StoreAttribute[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A storefront product GID or `own:{slug}`; not a foreign key, like cart lines. */
    productId: text('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Insertion order: a merge adds many rows at one timestamp, and the list keeps their order. */
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_sequence_idx').on(t.userId, t.sequence),
  ],
)

/**
 * Shoppers' reviews of storefront and own-label products
 * (docs/decisions/0033-reviews-in-the-shops-own-database.md). `product_ref` is a storefront handle or
 * `own:{slug}` (parseReviewProductRef), not a foreign key, like cart lines.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productRef: text('product_ref').notNull(),
    /** Who wrote it; null for the reviews the seed brings, which no account of this shop wrote. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** Plain text as the shopper wrote it (trimmed): shown escaped, never as markup. */
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** What the page shows as the writer: "Sam R.". */
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The request schema (src/shared/catalogue/reviews.ts) enforces these first.
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_title_length', sql`char_length(${t.title}) between 1 and 100`),
    check('reviews_text_length', sql`char_length(${t.text}) between 1 and 2000`),
    // One review per shopper per product; the seed's reviews have no shopper and stay out of it.
    uniqueIndex('reviews_product_user_idx').on(t.productRef, t.userId).where(sql`${t.userId} is not null`),
    // A product's page of reviews, newest first (read backwards), and its summary.
    index('reviews_product_created_idx').on(t.productRef, t.createdAt, t.id),
  ],
)

// ---- Codes, mail and password resets ----

/** Each spend of a gift card by an order: the card's history, and what an order took from it. */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_card_redemptions_amount_positive', sql`${t.amount} > 0`),
    index('gift_card_redemptions_card_idx').on(t.giftCardId),
  ],
)

/** Single-use percentage codes, such as the newsletter's welcome code. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off').notNull(),
    /** Who it was mailed to. */
    email: text('email').notNull(),
    /** The order that used it; set once, in that order's transaction. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('discount_codes_percent_range', sql`${t.percentOff} between 1 and 100`)],
)

/**
 * Mail to send, written in the same transaction as what causes it, delivered by the outbox worker
 * (src/server/mail/outbox.ts). `dedupe_key` makes one cause one message; the row's id is the message's
 * Message-ID, so a retry is recognisably the same message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The message; emptied once delivered (the outbox is a queue, not an archive). */
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker holds the row until then; after a crash another takes it up. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
)

/** With no SMTP_URL, delivered mail lands here and the server shows it on loopback (/dev/mailbox). */
export const localMailbox = pgTable(
  'local_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('local_mailbox_created_idx').on(t.createdAt)],
)

/** "Forgot password?" links: single use, valid an hour, only the token's SHA-256 is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
)

/**
 * Attempts counted by the rate limits (src/server/auth/attempt-limiter.ts), shared by every server
 * process: the table rate-limiter-flexible's PostgreSQL store reads and writes (key, points, expire in
 * epoch ms), made here so start-up never runs the library's own DDL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
})

// ---- Orders the store takes (Shopify's checkout) and its webhooks ----

/**
 * A checkout the shop handed to the store: its id is the shop's own reference, set on the store's
 * cart as an attribute (it comes back in an order's `note_attributes`), and the cart's token (an
 * order's `cart_token`); either finds the shopper whose checkout an order was.
 */
export const storeCheckouts = pgTable(
  'store_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a gift card bought signed out: its order comes back to nobody's history. */
    userId: uuid('user_id').references(() => users.id),
    /** The store cart's token (the last part of its gid), once the store made the cart. */
    cartToken: text('cart_token'),
    /** The lines as the rider saw them, by the store's variant id: their pictures and pages in orders. */
    lines: jsonb('lines').$type<StoreCheckoutLine[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_checkouts_cart_token_idx').on(t.cartToken)],
)

/** A line the shop handed to the store, as the rider saw it: how an order's line is pictured and linked. */
export interface StoreCheckoutLine {
  /** The store's numeric variant id (an order line's `variant_id`). */
  variantId: string
  image: string | null
  /** The product's page in the shop; null for what has none (a gift card). */
  href: string | null
  /** The rider's cart line it was, as it was then: the store's order takes it out of the cart. */
  cartLine?: { id: string; quantity: number }
}

/** Each webhook delivery once, by Shopify's X-Shopify-Webhook-Id: a repeat changes nothing. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  shopDomain: text('shop_domain').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/** A line of an order the store took, as its webhook names and prices it. */
export interface StoreOrderLine {
  title: string
  variantTitle: string | null
  quantity: number
  price: string
  /** The store's product and variant ids, where the line still names them. */
  productId: string | null
  variantId: string | null
}

/** How the store fulfilled an order: each shipment's carrier and tracking. */
export interface StoreFulfilment {
  company: string | null
  number: string | null
  url: string | null
}

/**
 * An order the store took, as its latest webhook left it: the order's snapshot from the event with
 * the latest `updated_at` (events arrive in any order). `userId` is the shopper whose checkout it
 * was; null for an order no shopper could be found for, which is kept and logged, never dropped.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    /** The store's order id (Shopify's numeric id, as text). */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id),
    checkoutId: uuid('checkout_id').references(() => storeCheckouts.id),
    /** What the store calls it, e.g. "#1001". */
    name: text('name').notNull(),
    email: text('email'),
    currencyCode: text('currency_code').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull(),
    shipping: numeric('shipping', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    lines: jsonb('lines').$type<StoreOrderLine[]>().notNull(),
    /** Shopify's `financial_status`: pending, paid, partially_refunded, refunded, voided… */
    financialStatus: text('financial_status'),
    /** Shopify's `fulfillment_status`: null (unfulfilled), partial, fulfilled. */
    fulfilmentStatus: text('fulfilment_status'),
    fulfilments: jsonb('fulfilments').$type<StoreFulfilment[]>().notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The store's `updated_at` of the snapshot kept: an older event never overwrites a newer one. */
    storeUpdatedAt: timestamp('store_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the store took the order (`created_at`). */
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('store_orders_user_placed_idx').on(t.userId, t.placedAt)],
)

/** A refund the store made, by its id; it may arrive before its order's own events. */
export const storeRefunds = pgTable(
  'store_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('store_refunds_order_idx').on(t.orderId)],
)

// ---- The storefront emulator's carts and its webhooks (docs/decisions/0070-checkout-through-the-store.md) ----

/** A key and value set on a cart or a cart line (Shopify's `Attribute`). */
export interface StoreAttribute {
  key: string
  value: string
}

/** A line of an emulator cart: a catalogue variant, how many, and the line's attributes. */
export interface StoreCartLine {
  /** The line's own id, the token of its `gid://shopify/CartLine/{id}`. */
  id: string
  variantId: number
  quantity: number
  attributes: StoreAttribute[]
}

/** Who the cart is for, as `cartBuyerIdentityUpdate` set it. */
export interface StoreCartBuyer {
  email: string | null
  countryCode: string | null
  /** The address the checkout starts from (`deliveryAddressPreferences`' first address). */
  deliveryAddress: StoreDeliveryAddress | null
}

/** Shopify's `MailingAddressInput`, as far as the stand-in checkout fills its form from it. */
export interface StoreDeliveryAddress {
  firstName: string | null
  lastName: string | null
  address1: string | null
  address2: string | null
  city: string | null
  province: string | null
  zip: string | null
  country: string | null
}

/**
 * A cart of the emulator's Cart API (Shopify's `Cart`): what its stand-in checkout sells. `orderId`
 * is set once its checkout completed; a completed cart takes no more changes.
 */
export const storeCarts = pgTable('store_carts', {
  /** The token of `gid://shopify/Cart/{id}`: random, as unguessable as Shopify's. */
  id: text('id').primaryKey(),
  lines: jsonb('lines').$type<StoreCartLine[]>().notNull(),
  buyerIdentity: jsonb('buyer_identity').$type<StoreCartBuyer>().notNull(),
  attributes: jsonb('attributes').$type<StoreAttribute[]>().notNull(),
  discountCodes: text('discount_codes').array().notNull(),
  giftCardCodes: text('gift_card_codes').array().notNull(),
  note: text('note'),
  orderId: uuid('order_id').references(() => orders.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * The webhooks the stand-in checkout sends the shop, written with the order they tell of and
 * delivered (signed) by a worker like the mail outbox's: Shopify retries a webhook the shop did
 * not take. The row's id is its `X-Shopify-Webhook-Id`, so a retry is recognisably the same one.
 */
export const storeWebhookOutbox = pgTable(
  'store_webhook_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    /** The JSON body exactly as it is signed and sent. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('store_webhook_outbox_due_idx').on(t.status, t.nextAttemptAt)],
)

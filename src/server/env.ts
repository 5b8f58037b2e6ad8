import path from 'node:path'
import { z } from 'zod'
import { shopIdentity } from '../shared/shop-identity'
import {
  type CollectionHandles,
  DEFAULT_COLLECTION_HANDLES,
  DEFAULT_MENU_HANDLES,
  DEFAULT_STOREFRONT_API_VERSION,
  DEFAULT_STOREFRONT_PUBLIC_TOKEN,
  isApiVersion,
  type MenuHandles,
  normaliseStoreDomain,
  StorefrontConfigError,
  type StorefrontSettings,
} from '../shared/storefront-config'

/** A menu's or a collection's handle as Shopify's admin makes them: lower-case letters, digits and dashes. */
const handle = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a handle is lower-case letters, digits and dashes, such as main-menu')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  STOREFRONT_DOMAIN: z.string().optional(),
  STOREFRONT_PUBLIC_TOKEN: z.string().optional(),
  STOREFRONT_API_VERSION: z
    .string()
    .trim()
    .refine(isApiVersion, 'must be a Shopify API version such as 2026-04 (YYYY-01, -04, -07 or -10)')
    .default(DEFAULT_STOREFRONT_API_VERSION),
  CATALOGUE_SCALE: z.coerce.number().positive().max(200).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Accounts that may be created from one address in an hour (a shop-floor kiosk may need more). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().positive().max(100_000).default(10),
  /** Where mail goes: an SMTP server (smtp:// or smtps://, user and password in the URL). Unset: the local mailbox. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of the shop's mail, e.g. "Open Road Moto Supply <orders@example.com>". */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** The secret Shopify signs the store's webhooks with (the store admin's Notifications → Webhooks). */
  SHOPIFY_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(16, 'SHOPIFY_WEBHOOK_SECRET must be at least 16 characters')
    .optional(),
  /** The shop's address as shoppers reach it, for links in mail (default: this server's local address). */
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'PUBLIC_URL must be an http:// or https:// URL')
    .optional(),
  /**
   * Behind a reverse proxy (which then must set X-Forwarded-For): count per-address limits by the
   * header's first hop, not by the proxy's address. Off by default: anyone can send the header.
   */
  TRUST_PROXY: z.enum(['0', '1', 'false', 'true']).default('0'),
  /** Several server processes on one PostgreSQL (DATABASE_URL): how many `npm run serve` forks. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** The store's menus the header and the footer show, by handle (Shopify's first two: main-menu, footer). */
  STOREFRONT_MAIN_MENU: handle.default(DEFAULT_MENU_HANDLES.main),
  STOREFRONT_FOOTER_MENU: handle.default(DEFAULT_MENU_HANDLES.footer),
  /** The store's menu whose collections /products offers as categories. */
  STOREFRONT_CATALOGUE_MENU: handle.default(DEFAULT_MENU_HANDLES.catalogue),
  /** The store's menu of the home page's category sections. */
  STOREFRONT_HOME_MENU: handle.default(DEFAULT_MENU_HANDLES.home),
  /** The collection of the home page's featured grid. */
  STOREFRONT_FEATURED_COLLECTION: handle.default(DEFAULT_COLLECTION_HANDLES.featured),
  /** The collection `/shop?sale=true` shows. */
  STOREFRONT_SALE_COLLECTION: handle.default(DEFAULT_COLLECTION_HANDLES.sale),
  /** The outfit builder's six collections, comma-separated: jacket, vest, chaps, gloves, boots, helmet. */
  STOREFRONT_OUTFIT_COLLECTIONS: z
    .string()
    .default(DEFAULT_COLLECTION_HANDLES.outfit.join(','))
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(handle)
        .length(DEFAULT_COLLECTION_HANDLES.outfit.length, 'name six collection handles, comma-separated'),
    ),
  /** Test-only: lets tests make the storefront emulator slow or failing (src/server/storefront/faults.ts). */
  STOREFRONT_FAULTS: z.enum(['0', '1', 'false', 'true']).default('0'),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  /** Where the catalogue comes from: a Shopify store, or (origin null) this server's own emulator. */
  storefront: StorefrontSettings
  /** The store's menus for the header and the footer. */
  menus: MenuHandles
  /** The store's collections for the featured grid and the outfit builder. */
  collections: CollectionHandles
  catalogueScale: number
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  /** Whether tests may inject storefront faults (PUT /api/test/storefront-faults); off unless set. */
  storefrontFaults: boolean
  registrationsPerHour: number
  mail: MailSettings
  /** Whether the first X-Forwarded-For hop is the client's address (src/server/http/client-address.ts). */
  trustProxy: boolean
  /** Server processes sharing the port (src/server/index.ts); more than 1 needs databaseUrl. */
  processes: number
  /** What the store's webhooks are signed with; null takes none (POST /api/webhooks/shopify answers 401). */
  webhookSecret: string | null
}

export interface MailSettings {
  /** An SMTP server's URL; null sends mail to the local mailbox the server shows. */
  smtpUrl: string | null
  from: string
  /** The shop's public address without a trailing slash; null until the server knows its port. */
  publicUrl: string | null
}

/** Reads and validates the server's configuration; the only place that reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process',
    )
  }
  return {
    storefront: storefrontSettings(e),
    menus: {
      main: e.STOREFRONT_MAIN_MENU,
      footer: e.STOREFRONT_FOOTER_MENU,
      catalogue: e.STOREFRONT_CATALOGUE_MENU,
      home: e.STOREFRONT_HOME_MENU,
    },
    collections: {
      featured: e.STOREFRONT_FEATURED_COLLECTION,
      outfit: e.STOREFRONT_OUTFIT_COLLECTIONS,
      sale: e.STOREFRONT_SALE_COLLECTION,
    },
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    catalogueScale: e.CATALOGUE_SCALE,
    logLevel: e.LOG_LEVEL,
    storefrontFaults: e.STOREFRONT_FAULTS === '1' || e.STOREFRONT_FAULTS === 'true',
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    processes: e.WEB_CONCURRENCY,
    webhookSecret: e.SHOPIFY_WEBHOOK_SECRET ?? null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `${shopIdentity.name} <${shopIdentity.email}>`,
      publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    },
  }
}

/**
 * The store the shop reads: STOREFRONT_DOMAIN normalised (docs/decisions/0001-one-storefront-configuration.md),
 * with its public token, which a real store cannot do without; with no domain, the emulator and its token.
 */
function storefrontSettings(e: z.infer<typeof envSchema>): StorefrontSettings {
  const domain = e.STOREFRONT_DOMAIN?.trim() ?? ''
  const token = e.STOREFRONT_PUBLIC_TOKEN?.trim() ?? ''
  const apiVersion = e.STOREFRONT_API_VERSION
  if (domain === '') {
    return { origin: null, publicToken: token || DEFAULT_STOREFRONT_PUBLIC_TOKEN, apiVersion }
  }
  let origin: string
  try {
    origin = normaliseStoreDomain(domain)
  } catch (error) {
    if (error instanceof StorefrontConfigError) {
      throw new Error(`Invalid configuration: STOREFRONT_DOMAIN: ${error.message}`)
    }
    throw error
  }
  if (token === '') {
    throw new Error(
      `Invalid configuration: STOREFRONT_PUBLIC_TOKEN is required with STOREFRONT_DOMAIN (${origin}): ` +
        "the store's Storefront API public access token, from its Headless channel or custom app",
    )
  }
  return { origin, publicToken: token, apiVersion }
}

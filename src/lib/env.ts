import * as z from 'zod/mini'
import {
  type CollectionHandles,
  DEFAULT_COLLECTION_HANDLES,
  DEFAULT_MENU_HANDLES,
  DEFAULT_STOREFRONT_API_VERSION,
  DEFAULT_STOREFRONT_PUBLIC_TOKEN,
  type MenuHandles,
  type StorefrontSettings,
} from '../shared/storefront-config'

// zod would compile each object schema into a function with `new Function` on its first use: a
// cost on a phone's start-up that outweighs the faster checks after it, and refused by a strict CSP.
z.config({ jitless: true })

const appConfigSchema = z.object({
  storefront: z.object({
    origin: z.nullable(z.string()),
    publicToken: z.string(),
    apiVersion: z.string(),
  }),
  menus: z.object({ main: z.string(), footer: z.string(), catalogue: z.string(), home: z.string() }),
  collections: z.object({ featured: z.string(), outfit: z.array(z.string()), sale: z.string() }),
})

/**
 * What the browser app is told at run time: which store it reads the catalogue from, and the menus
 * and collections of it the shop shows in fixed places.
 */
export interface AppConfig {
  storefront: StorefrontSettings
  menus: MenuHandles
  collections: CollectionHandles
}

/** This server's own emulator: what the app reads when nothing else is configured. */
const EMULATOR_APP_CONFIG: AppConfig = {
  storefront: {
    origin: null,
    publicToken: DEFAULT_STOREFRONT_PUBLIC_TOKEN,
    apiVersion: DEFAULT_STOREFRONT_API_VERSION,
  },
  menus: DEFAULT_MENU_HANDLES,
  collections: DEFAULT_COLLECTION_HANDLES,
}

/** The id of the JSON data block that carries the run-time configuration. */
export const APP_CONFIG_ELEMENT_ID = 'app-config'

/**
 * The run-time configuration the server embeds in index.html (src/server/http/client-app.ts) and in
 * every page it renders (src/entry-server.tsx),
 * already normalised there (src/shared/storefront-config.ts). Without it (dev server, tests) the app
 * talks to the emulator on its own origin with the default token.
 */
export function readAppConfig(doc: Document | undefined = globalThis.document): AppConfig {
  const text = doc?.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return EMULATOR_APP_CONFIG
  const parsed = appConfigSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data : EMULATOR_APP_CONFIG
}

/**
 * Whether payment is taken by this server's stand-in test checkout (no store configured), not a
 * real store's checkout (docs/decisions/0070-checkout-through-the-store.md).
 */
export function paysAtStandInCheckout(): boolean {
  return readAppConfig().storefront.origin === null
}

import * as z from 'zod/mini'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../shared/storefront-defaults'

// zod would compile each object schema into a function with `new Function` on its first use: a
// cost on a phone's start-up that outweighs the faster checks after it, and refused by a strict CSP.
z.config({ jitless: true })

const appConfigSchema = z.object({
  storefrontDomain: z.nullable(z.string()),
  storefrontPublicToken: z.string(),
})

export type AppConfig = z.infer<typeof appConfigSchema>

/**
 * The run-time configuration the server embeds in index.html (see src/server/http/client-app.ts).
 * Without it (dev server, tests) the app talks to the emulator on its own origin with the default token.
 */
export function readAppConfig(doc: Document | undefined = globalThis.document): AppConfig {
  const fallback: AppConfig = {
    storefrontDomain: null,
    storefrontPublicToken: DEFAULT_STOREFRONT_PUBLIC_TOKEN,
  }
  const text = doc?.getElementById('app-config')?.textContent
  if (!text) return fallback
  const parsed = appConfigSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data : fallback
}

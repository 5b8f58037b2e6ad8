import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { storefrontIntrospection } from './introspection'

// `npm run storefront:schema`: regenerates graphcache's schema after Shopify's schema (a new
// @shopify/hydrogen-react) or the emulator's types change.
const target = fileURLToPath(new URL('../../lib/storefront/schema.json', import.meta.url))
await writeFile(target, `${JSON.stringify(storefrontIntrospection())}\n`)
console.log(`Wrote ${target}`)

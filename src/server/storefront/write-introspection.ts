import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { storefrontIntrospection } from './introspection'

const target = fileURLToPath(new URL('../../lib/storefront/schema.json', import.meta.url))
await writeFile(target, `${JSON.stringify(storefrontIntrospection())}\n`)
console.log(`Wrote ${target}`)

import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { storefrontIntrospection } from '../../../../src/server/storefront/introspection'

describe('the app copy of the storefront schema', () => {
  it('matches the emulator schema (run npm run storefront:schema after changing it)', async () => {
    const committed = JSON.parse(
      await readFile(new URL('../../../../src/lib/storefront/schema.json', import.meta.url), 'utf8'),
    )
    expect(committed).toEqual(JSON.parse(JSON.stringify(storefrontIntrospection())))
  })
})

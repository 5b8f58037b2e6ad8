import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

it("the storefront's typed graphql() reads Shopify's schema as npm run storefront:schema writes it now", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'graphql-env-'))
  try {
    const output = path.join(dir, 'graphql-env.d.ts')
    await promisify(execFile)('node_modules/.bin/gql.tada', ['generate-output', '--output', output])
    const committed = await readFile(
      new URL('../../../../src/lib/storefront/graphql-env.d.ts', import.meta.url),
      'utf8',
    )
    // Compared as a whole, not printed: the file is a quarter of a megabyte.
    expect((await readFile(output, 'utf8')) === committed).toBe(true)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}, 60_000)

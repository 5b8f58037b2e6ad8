import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const serverDir = fileURLToPath(new URL('../../../src/server', import.meta.url))

/**
 * The server runs under tsx, which reads the root tsconfig; that leaves src/server out, so JSX there
 * would compile to the classic `React.createElement` (undefined at run time) while these tests,
 * compiled by Vite, pass. Each server .tsx file names the automatic runtime itself.
 */
describe('JSX in the server', () => {
  it('names the automatic runtime in every .tsx file', async () => {
    const files = (await readdir(serverDir, { recursive: true })).filter((file) => file.endsWith('.tsx'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const source = await readFile(path.join(serverDir, file), 'utf8')
      expect(source, file).toMatch(/^\/\*\* @jsxRuntime automatic\b/)
    }
  })
})

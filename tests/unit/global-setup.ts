import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedDataDir } from '../../src/server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's files (tests/unit/server/test-database.ts), or '' on PostgreSQL. */
    migratedDataDirFile: string
  }
}

/**
 * Once per run: a migrated embedded database's files, written where every test file's process can
 * read them. Each test database then starts from that copy in about a second rather than running
 * initdb for four. Not needed when the tests run on a PostgreSQL server (DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('migratedDataDirFile', '')
    return
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'open-road-tests-'))
  const file = path.join(directory, 'migrated.tar')
  await writeFile(file, new Uint8Array(await (await migratedDataDir()).arrayBuffer()))
  project.provide('migratedDataDirFile', file)
  return () => rm(directory, { recursive: true, force: true })
}

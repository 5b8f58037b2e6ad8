import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import postgres from 'postgres'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../../../src/server/db/client'

/**
 * With DATABASE_URL set (`.ci/run` sets it), the server tests run on that real PostgreSQL server;
 * otherwise on embedded PGlite in memory, as `npm test` does.
 */
export const testDatabaseUrl = process.env.DATABASE_URL || undefined

/**
 * A fresh, empty database with the schema migrated: in memory, or a new database of its own on the
 * PostgreSQL server (dropped again on close), so test files running side by side never meet.
 */
export async function openTestDatabase(): Promise<Database> {
  const [database] = await openTestDatabases(1)
  if (!database) throw new Error('No test database opened')
  return database
}

/**
 * One fresh database opened `count` times, as that many server processes open it: on PostgreSQL each
 * with connections of its own (the database is dropped when the last closes); on PGlite, which belongs
 * to one process, the same one each time.
 */
export async function openTestDatabases(count: number): Promise<Database[]> {
  if (!testDatabaseUrl) {
    const database = await openDatabase({ dataDir: 'memory://', from: await migratedFiles() })
    let open = count
    const close = async () => {
      open -= 1
      if (open === 0) await database.close()
    }
    return Array.from({ length: count }, () => ({ ...database, close }))
  }
  const name = `orms_test_${randomUUID().replaceAll('-', '')}`
  await onServer((sql) => sql.unsafe(`CREATE DATABASE ${name}`))
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  const databases: Database[] = []
  for (let index = 0; index < count; index++) {
    databases.push(await openDatabase({ databaseUrl: url.href, dataDir: '', migrate: index === 0 }))
  }
  let open = count
  return databases.map((database) => ({
    ...database,
    close: async () => {
      await database.close()
      open -= 1
      if (open === 0) await onServer((sql) => dropDatabase(sql, name))
    },
  }))
}

let migrated: Promise<Blob | undefined> | undefined

/** The migrated database's files tests/unit/global-setup.ts wrote, read once per test file. */
function migratedFiles(): Promise<Blob | undefined> {
  migrated ??= (async () => {
    const file = inject('migratedDataDirFile')
    return file ? new Blob([await readFile(file)]) : undefined
  })()
  return migrated
}

/**
 * Every connection of ours is closed by now, but an autovacuum worker may be at work in the database
 * (tests write a lot). A plain DROP stops such a worker itself and waits up to 5 s for sessions still
 * ending; `WITH (FORCE)` would refuse, as a role that is not a superuser may not signal autovacuum. FORCE
 * is only the fallback for a session of ours that outlives that wait (55006, object in use).
 */
async function dropDatabase(sql: postgres.Sql, name: string) {
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name}`)
  } catch (error) {
    if (!(error instanceof postgres.PostgresError) || error.code !== '55006') throw error
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

async function onServer(run: (sql: postgres.Sql) => Promise<unknown>) {
  const sql = postgres(testDatabaseUrl ?? '', { max: 1, onnotice: () => {} })
  try {
    await run(sql)
  } finally {
    await sql.end()
  }
}

import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
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
  if (!testDatabaseUrl) return openDatabase({ dataDir: 'memory://' })
  const name = `orms_test_${randomUUID().replaceAll('-', '')}`
  await onServer((sql) => sql.unsafe(`CREATE DATABASE ${name}`))
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.href, dataDir: '' })
  return {
    ...database,
    close: async () => {
      await database.close()
      await onServer((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
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

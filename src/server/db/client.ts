import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

export type Schema = typeof schema
/** Either driver's database: the app only uses what both have in common. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the database and brings its schema up to date. With a DATABASE_URL it is real PostgreSQL;
 * otherwise embedded PGlite keeps its files in `dataDir` ('memory://' keeps them in memory).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres({ client, schema })
    await migratePostgres(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
  }
  if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir)
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}

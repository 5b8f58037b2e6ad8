import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { listenForForgets } from './forget-notices'
import * as schema from './schema'

export type Schema = typeof schema
/** Either driver's database: the app only uses what both have in common. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/**
 * A database's own driver as a plain `query({ text, values })`, for a library that writes its own SQL
 * with `$1` parameters (rate-limiter-flexible's PostgreSQL store, src/server/auth/attempt-limiter.ts).
 */
export interface SqlClient {
  query(statement: {
    text: string
    values?: unknown[]
  }): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>
}

const sqlClients = new WeakMap<Db, SqlClient>()

/** The plain client of a database `openDatabase` opened. */
export function sqlClientOf(db: Db): SqlClient {
  const client = sqlClients.get(db)
  if (!client) throw new Error('This database was not opened with openDatabase')
  return client
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the database and brings its schema up to date. With a DATABASE_URL it is real PostgreSQL;
 * otherwise embedded PGlite keeps its files in `dataDir` ('memory://' keeps them in memory).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /** False when another process brought the schema up to date already (src/server/index.ts). */
  migrate?: boolean
  /** PGlite only: start from a copy of a database's files (`migratedDataDir`) instead of an empty one. */
  from?: Blob
}): Promise<Database> {
  const migrate = options.migrate ?? true
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres({ client, schema })
    if (migrate) await migratePostgres(db, { migrationsFolder })
    sqlClients.set(db as unknown as Db, {
      async query({ text, values = [] }) {
        const result = await client.unsafe(text, values as postgres.ParameterOrJSON<never>[], {
          prepare: true,
        })
        return { rows: [...result], rowCount: result.count }
      },
    })
    const notices = await listenForForgets(db as unknown as Db, options.databaseUrl)
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: async () => {
        await notices.close()
        await client.end({ timeout: 5 })
      },
    }
  }
  if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.from })
  const db = drizzlePglite({ client, schema })
  if (migrate) await migratePglite(db, { migrationsFolder })
  sqlClients.set(db as unknown as Db, {
    async query({ text, values = [] }) {
      const result = await client.query<Record<string, unknown>>(text, values)
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length }
    },
  })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}

/**
 * The files of a new embedded database with the schema migrated, as one uncompressed tar. A database
 * opened `from` it skips PostgreSQL's initdb, which is most of the seconds PGlite takes to start: the
 * server tests open each of their many databases from one such copy (tests/unit/global-setup.ts).
 */
export async function migratedDataDir(): Promise<Blob> {
  const client = await PGlite.create('memory://')
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

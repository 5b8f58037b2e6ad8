import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../src/server/db/client'
import {
  blogPosts,
  cartLines,
  giftCards,
  meta,
  newsletterSubscribers,
  orders,
  users,
  wishlistItems,
} from '../../../src/server/db/schema'

const migrationsFolder = fileURLToPath(new URL('../../../src/server/db/migrations', import.meta.url))

let folder: string | undefined
let database: Database | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
  if (folder) await rm(folder, { recursive: true, force: true })
  folder = undefined
})

interface Journal {
  entries: { idx: number; when: number; tag: string }[]
}

async function readJournal(dir: string): Promise<Journal> {
  return JSON.parse(await readFile(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal
}

describe('migrations', () => {
  it('are journalled in order, each later than the one before', async () => {
    const { entries } = await readJournal(migrationsFolder)
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i))
    // The migrator skips a migration not later than the newest it has applied.
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]?.when).toBeGreaterThan(entries[i - 1]?.when ?? Number.POSITIVE_INFINITY)
    }
  })

  it('bring a database made before the home-page tables up to date on open, keeping its data', async () => {
    folder = await mkdtemp(join(tmpdir(), 'orms-migrations-'))
    const olderMigrations = join(folder, 'migrations')
    await cp(migrationsFolder, olderMigrations, { recursive: true })
    const journal = await readJournal(olderMigrations)
    journal.entries = journal.entries.filter((e) => e.idx < 2)
    await writeFile(join(olderMigrations, 'meta', '_journal.json'), JSON.stringify(journal))

    const dataDir = join(folder, 'data')
    const client = await PGlite.create(dataDir)
    const older = drizzle({ client })
    await migrate(older, { migrationsFolder: olderMigrations })
    await older.insert(meta).values({ key: 'kept', value: 'yes' })
    await client.close()

    database = await openDatabase({ dataDir })
    const { db } = database
    expect(await db.select().from(meta)).toEqual([{ key: 'kept', value: 'yes' }])
    expect(await db.select().from(blogPosts)).toEqual([])
    expect(await db.select().from(newsletterSubscribers)).toEqual([])
    expect(await db.select().from(giftCards)).toEqual([])
    expect(await db.select().from(users)).toEqual([])
    expect(await db.select().from(cartLines)).toEqual([])
    expect(await db.select().from(orders)).toEqual([])
    expect(await db.select().from(wishlistItems)).toEqual([])
  })
})

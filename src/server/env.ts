import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_STOREFRONT_PUBLIC_TOKEN } from '../shared/storefront-defaults'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  STOREFRONT_DOMAIN: z.string().min(1).optional(),
  STOREFRONT_PUBLIC_TOKEN: z.string().min(1).default(DEFAULT_STOREFRONT_PUBLIC_TOKEN),
  CATALOGUE_SCALE: z.coerce.number().positive().max(200).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test-only: lets tests make the storefront emulator slow or failing (src/server/storefront/faults.ts). */
  STOREFRONT_FAULTS: z.enum(['0', '1', 'false', 'true']).default('0'),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  /** Store domain the browser talks to; undefined means this server's own emulator. */
  storefrontDomain: string | undefined
  storefrontPublicToken: string
  catalogueScale: number
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  /** Whether tests may inject storefront faults (PUT /api/test/storefront-faults); off unless set. */
  storefrontFaults: boolean
}

/** Reads and validates the server's configuration; the only place that reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    storefrontDomain: e.STOREFRONT_DOMAIN,
    storefrontPublicToken: e.STOREFRONT_PUBLIC_TOKEN,
    catalogueScale: e.CATALOGUE_SCALE,
    logLevel: e.LOG_LEVEL,
    storefrontFaults: e.STOREFRONT_FAULTS === '1' || e.STOREFRONT_FAULTS === 'true',
  }
}

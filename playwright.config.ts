import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium'
import { E2E_SMTP_PORT } from './tests/e2e/support/mail'
import {
  STORE_SHOP_URL,
  TEST_STORE_DOMAIN,
  TEST_STORE_FOOTER_MENU,
  TEST_STORE_MAIN_MENU,
  TEST_STORE_PORT,
  TEST_STORE_TOKEN,
  TEST_STORE_WEBHOOK_SECRET,
} from './tests/e2e/support/real-store'

const port = Number(process.env.E2E_PORT ?? 4319)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  // A real SMTP server for the shop's mail, in this process (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two cores: the server and one browser at a time keep timings honest.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Pixel 7'],
    baseURL,
    serviceWorkers: 'allow',
    // A trace records every test's screens and DOM and costs the two cores about a fifth of the
    // suite's time; CI keeps only the run's output, so traces are recorded on a developer's runs only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // A fresh embedded database every run: migrations and the seed are part of what is tested.
      command: 'rm -rf .data/e2e && node --import tsx src/server/index.ts',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: '.data/e2e',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        STOREFRONT_FAULTS: '1',
        // The suite creates an account in many tests, all from this machine's one address.
        REGISTRATIONS_PER_HOUR: '1000',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // Links in mail lead to the address the browser uses (cookies are kept per host name).
        PUBLIC_URL: baseURL,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx tests/support/test-store/serve.ts',
      url: `http://127.0.0.1:${TEST_STORE_PORT}/__test/errors`,
      env: { TEST_STORE_PORT: String(TEST_STORE_PORT), TEST_STORE_HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The shop as a store owner runs it: the catalogue from a store that is not its own emulator,
      // reached by a host name of its own. Its seed (own products, blog) needs no catalogue.
      command: 'rm -rf .data/e2e-store && node --import tsx src/server/index.ts',
      url: `${STORE_SHOP_URL}/api/health`,
      env: {
        PORT: new URL(STORE_SHOP_URL).port,
        HOST: '127.0.0.1',
        DATA_DIR: '.data/e2e-store',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        CATALOGUE_SCALE: '0.01',
        STOREFRONT_DOMAIN: TEST_STORE_DOMAIN,
        STOREFRONT_PUBLIC_TOKEN: TEST_STORE_TOKEN,
        // Its orders come back signed with the store's webhook secret.
        SHOPIFY_WEBHOOK_SECRET: TEST_STORE_WEBHOOK_SECRET,
        // The store's menus have handles of its own.
        STOREFRONT_MAIN_MENU: TEST_STORE_MAIN_MENU,
        STOREFRONT_FOOTER_MENU: TEST_STORE_FOOTER_MENU,
        // Its own collections for the fixed places: its leather jackets for an outfit, its picks, its sale.
        STOREFRONT_OUTFIT_COLLECTIONS: 'blousons-cuir,gilets,jambieres,gants,bottes,casques',
        STOREFRONT_FEATURED_COLLECTION: 'coups-de-coeur',
        STOREFRONT_SALE_COLLECTION: 'soldes',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})

import { TEST_STORE_TOKEN } from '../../support/test-store/test-store'

/** Where the second, independent store (tests/support/test-store/) listens during the e2e run. */
export const TEST_STORE_PORT = Number(process.env.E2E_TEST_STORE_PORT ?? 4609)
/** The store as the shop is told of it: a host name of its own, not the shop's 127.0.0.1. */
export const TEST_STORE_DOMAIN = `localhost:${TEST_STORE_PORT}`
export const TEST_STORE_URL = `http://${TEST_STORE_DOMAIN}`
/** The shop server whose catalogue is that store. */
export const STORE_SHOP_URL = `http://127.0.0.1:${Number(process.env.E2E_STORE_SHOP_PORT ?? 4320)}`
export {
  TEST_STORE_FOOTER_MENU,
  TEST_STORE_MAIN_MENU,
  TEST_STORE_PRIMARY_DOMAIN,
} from '../../support/test-store/menus'
export { TEST_STORE_TOKEN }
/** The secret the test store signs its webhooks with, and the store-mode shop is configured with. */
export const TEST_STORE_WEBHOOK_SECRET = 'stranger-store-webhook-secret-0123'

import type { Hono } from 'hono'
import type { ActiveStorefrontFaults, StorefrontFaults } from '../../../src/server/storefront/faults'

/** The emulator's test-only fault switch (on with STOREFRONT_FAULTS=1). */
export const FAULT_SWITCH = '/api/test/storefront-faults'

type App = Pick<Hono, 'request'>

/** PUTs `body` to the switch as JSON; a string is sent as it is (for malformed bodies). */
export function putStorefrontFaults(app: App, body: unknown) {
  return app.request(FAULT_SWITCH, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Sets the faults every storefront request meets, throwing when the switch refuses them. */
export async function setStorefrontFaults(app: App, faults: Partial<StorefrontFaults>) {
  const response = await putStorefrontFaults(app, faults)
  if (response.status !== 200) throw new Error(`The fault switch answered ${response.status}`)
}

export async function clearStorefrontFaults(app: App) {
  const response = await app.request(FAULT_SWITCH, { method: 'DELETE' })
  if (response.status !== 200) throw new Error(`The fault switch answered ${response.status}`)
}

/** The faults in force, null when none. */
export async function activeStorefrontFaults(app: App) {
  const body = (await (await app.request(FAULT_SWITCH)).json()) as { faults: ActiveStorefrontFaults | null }
  return body.faults
}

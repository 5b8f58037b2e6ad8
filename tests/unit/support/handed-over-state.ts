import { runInNewContext } from 'node:vm'
import type { ServerRenderedState } from '../../../src/lib/server-rendered-state'

/**
 * The state a server-rendered page hands to the browser: its inline scripts (the router's) run as
 * the browser would run them, and what they leave for the router's `hydrate` is read back.
 */
export function handedOverState(html: string): ServerRenderedState {
  const scripts = [...html.matchAll(/<script nonce="[^"]*"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  )
  const window: Record<string, unknown> = {}
  window.self = window
  window.document = { currentScript: { remove() {}, previousElementSibling: null } }
  for (const script of scripts) runInNewContext(script, window)
  const tsr = window.$_TSR as { router?: { dehydratedData?: { json?: string } } } | undefined
  const json = tsr?.router?.dehydratedData?.json
  if (!json) throw new Error('The page hands no state over')
  return JSON.parse(json) as ServerRenderedState
}

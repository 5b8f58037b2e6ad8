import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

// A test that logs console.error unexpectedly fails (docs/development.md#tests).
let errorSpy: MockInstance<typeof console.error>
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = errorSpy.mock.calls
  errorSpy.mockRestore()
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`)
})

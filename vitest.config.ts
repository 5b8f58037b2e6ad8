import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: each server test file opens databases of its own, so two files never meet
    // (tests/unit/server/test-database.ts).
    maxWorkers: 2,
  },
})

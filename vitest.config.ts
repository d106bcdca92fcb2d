import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/sequencer.js'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    // Highlighted code figures shared between pages are frozen (renderer/mdx/rehype-code.ts): a step that changed one in place fails the tests.
    env: { SITE_FREEZE_SHARED: '1' },
    // Budgets, not measurements: far above what a test costs (builds, servers, browsers take seconds),
    // so a loaded machine (CI, both cores busy) does not turn the suite red; a hang still fails.
    testTimeout: 180_000,
    // expect.poll waits for a state; its default (1 s) failed on a loaded machine before the state came.
    expect: { poll: { timeout: 60_000 } },
    hookTimeout: 300_000,
    // The longest files first (tests/durations.json), so the two forks end together.
    sequence: { sequencer: LongestFirst },
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2 } },
  },
})

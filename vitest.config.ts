import { configDefaults, defineConfig } from 'vitest/config'
import LongestFirst from './tests/sequencer.js'

/** Unit tests import modules and call them: no builds, servers or browsers of their own. */
const UNIT = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx']

export default defineConfig({
  test: {
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
    poolOptions: {
      forks: { maxForks: 2 },
      // The unit files share two threads and their modules: started each in a process of its own, they
      // cost 97 s of CPU and 53 s alone, against 42 s and 34 s (stop 49).
      threads: { maxThreads: 2, isolate: false },
    },
    projects: [
      // First, alone: the other files' builds and browsers would compete with them for the two cores.
      { extends: true, test: { name: 'unit', include: UNIT, pool: 'threads', sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'sites', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: [...configDefaults.exclude, ...UNIT], pool: 'forks', sequence: { groupOrder: 1 } } },
    ],
  },
})

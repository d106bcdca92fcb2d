import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { PAGES_PER_WORKER, pageWorkMs, workersFor, workOf } from '../../../renderer/workers/pool.js'

describe('workersFor: the page workers a build starts', () => {
  it('starts one worker for a small site and for a single edited page', () => {
    expect(workersFor(1)).toBe(1)
    expect(workersFor(4)).toBe(1)
    expect(workersFor(PAGES_PER_WORKER, undefined, 64)).toBe(1)
    expect(workersFor(PAGES_PER_WORKER + 1, undefined, 64)).toBe(2)
  })

  it('starts one worker when nothing is left to render (a page that must be compiled again later still has one)', () => {
    expect(workersFor(0)).toBe(1)
    expect(workersFor(0, undefined, 8)).toBe(1)
  })

  it('on 2 cores, starts one worker up to 2,000 pages (where the second costs CPU and saves no time) and two beyond', () => {
    expect(workersFor(1_001, undefined, 2)).toBe(1)
    expect(workersFor(2_000, undefined, 2)).toBe(1)
    expect(workersFor(4_000, undefined, 2)).toBe(2)
    expect(workersFor(10_000, undefined, 2)).toBe(2)
  })

  it('adds workers with the pages on more cores, never more than the cores or the pages', () => {
    for (const cores of [1, 2, 4, 8, 64]) {
      const counts = [1, 10, 500, 1_000, 3_000, 10_000, 100_000].map((pages) => workersFor(pages, undefined, cores))
      expect(counts).toEqual([...counts].sort((a, b) => a - b))
      expect(Math.max(...counts)).toBeLessThanOrEqual(cores)
    }
    expect(workersFor(1_000, undefined, 8)).toBeGreaterThan(1)
    expect(workersFor(3, undefined, 64)).toBeLessThanOrEqual(3)
    expect(workersFor(1_000_000)).toBeLessThanOrEqual(availableParallelism())
  })

  it('takes --threads as given, but never more workers than pages', () => {
    expect(workersFor(4, 2)).toBe(2)
    expect(workersFor(1, 8)).toBe(1)
    expect(workersFor(4, 0)).toBe(0)
    expect(workersFor(10_000, 1)).toBe(1)
  })

  it('counts what the pages weigh, not only how many there are', () => {
    // A typical page shows an import in a code block: that is no import of its own.
    const typical = { text: `# Page\n\n${'Prose about the API. '.repeat(40)}\n\n\`\`\`ts\nimport { Client } from '@acme/sdk'\n\`\`\`\n` }
    const component = { text: `import { Callout } from 'nextra/components'\n\n# Fees\n\n${'<Callout>Gas is paid in ETH.</Callout>\n\n'.repeat(200)}` }
    expect(pageWorkMs(typical)).toBe(pageWorkMs(undefined))
    // Per KB of source, twice as much when the page imports modules (its bundle is made with esbuild).
    expect(pageWorkMs(component)).toBeCloseTo((2 * pageWorkMs(typical) * component.text.length) / 1000)
    // A Nextra site of 233 pages of 7.4 KB importing components: two workers on 2 cores, where as many typical pages get one.
    const nextraSite = workOf(Array.from({ length: 233 }, (_, i) => ({ file: `${i}.mdx`, source: { text: `import X from './x'\n${'a'.repeat(7_400)}` } })))
    expect(nextraSite.pages).toBe(233)
    expect(workersFor(nextraSite, undefined, 2)).toBe(2)
    expect(workersFor(233, undefined, 2)).toBe(1)
    expect(workersFor(nextraSite, undefined, 8)).toBeGreaterThan(2)
    expect(workersFor(workOf([{ file: 'fees.mdx', source: component }]), undefined, 64)).toBe(1)
    expect(workersFor(workOf(Array.from({ length: 2_000 }, (_, i) => ({ file: `${i}.md`, source: typical }))), undefined, 2)).toBe(workersFor(2_000, undefined, 2))
    // A file shown in other locales (fallbacks) is compiled once: its other pages count as typical ones.
    const translatedOnce = workOf(['en', 'fr', 'de'].map(() => ({ file: 'fees.mdx', source: component })))
    expect(translatedOnce).toEqual({ pages: 3, ms: pageWorkMs(component) + 2 * pageWorkMs(typical) })
  })
})

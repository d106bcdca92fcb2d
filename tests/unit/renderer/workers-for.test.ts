import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { PAGES_PER_WORKER, workersFor } from '../../../renderer/workers/pool.js'

describe('workersFor: the page workers a build starts', () => {
  const cores = availableParallelism()

  it('starts one worker for a small site and for a single edited page', () => {
    expect(workersFor(1)).toBe(1)
    expect(workersFor(4)).toBe(1)
    expect(workersFor(PAGES_PER_WORKER)).toBe(1)
  })

  it('starts one worker when nothing is left to render (a page that must be compiled again later still has one)', () => {
    expect(workersFor(0)).toBe(1)
  })

  it('adds a worker per PAGES_PER_WORKER pages, up to one per core', () => {
    expect(workersFor(PAGES_PER_WORKER + 1)).toBe(Math.min(cores, 2))
    expect(workersFor(PAGES_PER_WORKER * 64)).toBe(cores)
  })

  it('takes --threads as given, but never more workers than pages', () => {
    expect(workersFor(4, 2)).toBe(2)
    expect(workersFor(1, 8)).toBe(1)
    expect(workersFor(4, 0)).toBe(0)
    expect(workersFor(10_000, 1)).toBe(1)
  })
})

import { describe, expect, it } from 'vitest'
import { Worker } from 'node:worker_threads'
import { createPhaseCell, phaseReader, phaseWriter } from '../../../../renderer/workers/job-phase.js'

describe('a page worker\'s job phase', () => {
  it('reads nothing before the first job and after a job ends', () => {
    const cell = createPhaseCell()
    const read = phaseReader(cell)
    expect(read()).toBeUndefined()
    const enter = phaseWriter(cell)
    enter(7, 'compile')
    enter(7, 'idle')
    expect(read()).toBeUndefined()
  })

  it('reads the job, its phase and when the phase began, as another thread wrote them', async () => {
    const cell = createPhaseCell()
    const before = Date.now()
    // The writer runs on a thread of its own, as in a page worker; the cell is the memory both share.
    const source = `
      const { workerData, parentPort } = require('node:worker_threads')
      const ints = new Int32Array(workerData, 0, 2)
      new Float64Array(workerData, 8, 1)[0] = Date.now()
      Atomics.store(ints, 1, 2)
      Atomics.store(ints, 0, 41)
      parentPort.postMessage('done')`
    const worker = new Worker(source, { eval: true, workerData: cell })
    await new Promise((resolve) => worker.once('message', resolve))
    await worker.terminate()
    const now = phaseReader(cell)()
    expect(now).toMatchObject({ id: 41, phase: 'render' })
    expect(now!.since).toBeGreaterThanOrEqual(before)
    expect(now!.since).toBeLessThanOrEqual(Date.now())
  })

  it('moves a job from its compile to its render with a new start', () => {
    const cell = createPhaseCell()
    const read = phaseReader(cell)
    const enter = phaseWriter(cell)
    enter(3, 'compile')
    const compiling = read()!
    expect(compiling).toMatchObject({ id: 3, phase: 'compile' })
    enter(3, 'render')
    expect(read()).toMatchObject({ id: 3, phase: 'render' })
    expect(read()!.since).toBeGreaterThanOrEqual(compiling.since)
  })
})

/**
 * Which job a page worker runs, in which phase and since when, in memory the worker shares with
 * the pool: the pool's time limits read it (worker-pool.ts) instead of a message from the worker
 * at each job's start and again when it starts rendering. Each message woke the main thread (an
 * eventfd write and often a reschedule on the other core): two of a page's three messages.
 */

/** The job's phase: none between jobs; its compile (the page's MDX and imports); its render (the page's code). */
export type Phase = 'idle' | 'compile' | 'render'

const PHASES: readonly Phase[] = ['idle', 'compile', 'render']
/** The cell: two Int32 slots, the job's id and its phase's index, then a Float64, when the phase began (ms, `Date.now()`). */
const ID = 0
const PHASE = 1
const BYTES = 16

/** Memory for one worker's phase, to hand it in its `workerData`. */
export function createPhaseCell(): SharedArrayBuffer {
  return new SharedArrayBuffer(BYTES)
}

/** The worker's side: it says when a job enters a phase. */
export function phaseWriter(cell: SharedArrayBuffer): (id: number, phase: Phase) => void {
  const ints = new Int32Array(cell, 0, 2)
  const since = new Float64Array(cell, 8, 1)
  return (id, phase) => {
    // The time first: a reader that sees the new phase (an atomic, ordered load) sees its time too.
    since[0] = Date.now()
    Atomics.store(ints, PHASE, PHASES.indexOf(phase))
    Atomics.store(ints, ID, id)
  }
}

/** The pool's side: the job a worker runs, its phase and since when, or undefined between jobs. */
export function phaseReader(cell: SharedArrayBuffer): () => { id: number; phase: Exclude<Phase, 'idle'>; since: number } | undefined {
  const ints = new Int32Array(cell, 0, 2)
  const since = new Float64Array(cell, 8, 1)
  return () => {
    const id = Atomics.load(ints, ID)
    const phase = PHASES[Atomics.load(ints, PHASE)]!
    return phase === 'idle' ? undefined : { id, phase, since: since[0]! }
  }
}

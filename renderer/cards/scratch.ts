/**
 * A buffer to fill and use before the next call, grown when too small (one per use, per thread).
 * A new buffer for each card's rows cost more system time in a build than deflating only those
 * rows saved: fresh pages to fault in, and external memory that makes V8 collect sooner.
 */
export function createScratch(): (length: number) => Buffer {
  let spare = Buffer.alloc(0)
  return (length) => {
    if (spare.length < length) spare = Buffer.allocUnsafe(length)
    return spare.subarray(0, length)
  }
}

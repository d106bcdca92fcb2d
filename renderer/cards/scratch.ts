/**
 * A buffer to fill and use before the next call, grown when too small (one per use, per thread).
 * Card bands drawn and deflated through two of these, against a new buffer each time: 1.19-1.41
 * against 1.70-1.90 ms of user CPU a card (400 cards, 4 at a time, stop 24): a new buffer is
 * memory to fault in and external memory that makes V8 collect sooner.
 */
export function createScratch(): (length: number) => Buffer {
  let spare = Buffer.alloc(0)
  return (length) => {
    if (spare.length < length) spare = Buffer.allocUnsafe(length)
    return spare.subarray(0, length)
  }
}

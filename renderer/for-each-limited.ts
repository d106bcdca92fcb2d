/** forEachLimited: runs an async step over a list with a bounded number under way at once. */

/** Runs `fn` over `items`, at most `limit` at a time; rejects with the first failure. */
export async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

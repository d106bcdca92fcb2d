/** Runs tasks with bounded concurrency; stops starting new ones once `stopped()` says so. */
export async function runPool<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>, stopped: () => boolean = () => false): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length && !stopped()) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
}

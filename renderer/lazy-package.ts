/**
 * lazyPackage: a CommonJS package required on first use instead of when the engine's chunks load.
 * A build whose pages, cards and config come from the caches never runs esbuild or sharp, and
 * loading them cost ~80 ms each of a one-page edit's main thread (1,000 pages, stop 22).
 */
import { createRequire } from 'node:module'

const requirePackage = createRequire(import.meta.url)

/** A getter of the package `name`, which requires it on its first call. */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= requirePackage(name) as T)
}

/**
 * Shiki's Oniguruma (the WebAssembly regex engine behind every grammar) compiled once per process
 * and handed to the page workers (issue 20). Shiki ships it gzipped in base64 inside a module, and
 * each thread decoded it (60-70 ms) and compiled its functions and their optimised tiers again;
 * a `WebAssembly.Module` posted to a worker shares the compiled code. Read from the package's own
 * `onig.wasm` (the file Shiki's `unwasm` export names); undefined when it cannot be found, and
 * Shiki's default loader is used.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** A compiled WebAssembly module (opaque here: the project's TypeScript libraries carry no WebAssembly types). */
export type OnigModule = object

/** The parts of the WebAssembly global used here. */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => OnigModule
  instantiate(module: OnigModule, imports: object): Promise<object>
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly

let compiled: OnigModule | null | undefined

/** The compiled engine, or undefined when the package's file is not there. */
export function onigModule(): OnigModule | undefined {
  if (compiled === undefined) {
    try {
      compiled = new wasm.Module(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('shiki/wasm')), 'onig.wasm')))
    } catch {
      compiled = null
    }
  }
  return compiled ?? undefined
}

/** Uses `module` (posted from the main thread) as this thread's compiled engine. */
export function useOnigModule(module: OnigModule | undefined): void {
  if (module) compiled = module
}

/** Shiki's loader options instantiating `module`. */
export function onigLoader(module: OnigModule) {
  return { instantiator: (imports: object) => wasm.instantiate(module, imports) }
}

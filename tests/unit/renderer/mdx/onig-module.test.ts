/** Shiki's Oniguruma compiled once and shared with the page workers (mdx/onig-module.ts). */
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { onigModule } from '../../../../renderer/mdx/onig-module.js'
import { CODE_THEMES, ensureLanguage, getHighlighter } from '../../../../renderer/mdx/highlighter.js'

describe('onigModule', () => {
  it('compiles the onig.wasm Shiki ships, once', () => {
    const module = onigModule()
    expect(module).toBeInstanceOf(WebAssembly.Module)
    expect(onigModule()).toBe(module)
    expect(WebAssembly.Module.exports(module as WebAssembly.Module).map((e) => e.name)).toContain('memory')
  })

  it('reaches a worker thread as a compiled module', async () => {
    const worker = new Worker("const { parentPort, workerData } = require('node:worker_threads'); parentPort.postMessage(workerData.onig instanceof WebAssembly.Module && WebAssembly.Module.exports(workerData.onig).length)", { eval: true, workerData: { onig: onigModule() } })
    const answer = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject))
    await worker.terminate()
    expect(answer).toBe(WebAssembly.Module.exports(onigModule() as WebAssembly.Module).length)
  })

  it('is the engine the highlighter runs on', async () => {
    const shiki = await getHighlighter()
    await ensureLanguage(shiki, 'js')
    expect(shiki.codeToHtml('const a = 1', { lang: 'js', themes: CODE_THEMES, defaultColor: false })).toContain('--shiki-dark')
  })
})

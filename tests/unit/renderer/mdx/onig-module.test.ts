/** Shiki's Oniguruma compiled once and shared with the page workers (mdx/onig-module.ts). */
import { Worker } from 'node:worker_threads'
import { createHighlighter } from 'shiki/bundle/full'
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

  it('is what the highlighter runs on, which highlights as one Shiki makes itself (Oniguruma loads once a thread)', async () => {
    const shiki = await getHighlighter()
    await ensureLanguage(shiki, 'js')
    const own = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: ['js'] })
    const code = 'const a = /[a-z]+\\d{2,}/u.exec(`x${1}`) // note'
    // No time limit, as the build highlights (rehype-code.ts): Shiki's default of 500 ms a line cut the first
    // line short now and then while the grammar's patterns compiled on a busy machine (1 run in 6 or 8).
    const options = { lang: 'js', themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0 }
    const html = shiki.codeToHtml(code, options)
    expect(html).toContain('--shiki-dark')
    expect(html).toBe(own.codeToHtml(code, options))
  })
})

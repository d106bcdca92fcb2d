// The social cards' thread (renderer/cards/card-thread.ts) running the engine's bundled worker
// (.engine/card-worker.mjs, built by tests/global-setup.ts).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { renderCard, type CardSpec } from '../../renderer/cards/card-image.js'
import { cardThread } from '../../renderer/cards/card-thread.js'
import { REPO, tempRoot } from '../helpers/cli.js'

const WORKER = path.join(REPO, '.engine/card-worker.mjs')
const spec = (title: string): CardSpec => ({ title, section: 'Guides', brand: 'Acme', dir: 'ltr', hue: 212 })

describe('the card thread', () => {
  it('draws the same PNG as this thread, for many cards at once', async () => {
    const draw = cardThread(WORKER)
    const titles = ['Rate limits', 'Webhooks: retries and signatures', 'מדריך התחלה מהירה', ...Array.from({ length: 20 }, (_, i) => `Page ${i}`)]
    const [threaded, here] = await Promise.all([Promise.all(titles.map((t) => draw(spec(t)))), Promise.all(titles.map((t) => renderCard(spec(t))))])
    threaded.forEach((png, i) => expect(Buffer.compare(Buffer.from(png!), here[i]!), titles[i]).toBe(0))
  })

  it('writes the PNG where it is told (the same bytes) and hands it back when it cannot write there', async () => {
    const dir = await tempRoot('card-thread')
    const draw = cardThread(WORKER)
    const to = path.join(dir, 'card.png')
    expect(await draw(spec('Written by the thread'), to)).toBeUndefined()
    expect(Buffer.compare(await readFile(to), await renderCard(spec('Written by the thread')))).toBe(0)
    const unwritable = path.join(dir, 'no-such-folder', 'card.png')
    const png = await draw(spec('Handed back'), unwritable)
    expect(Buffer.compare(Buffer.from(png!), await renderCard(spec('Handed back')))).toBe(0)
    expect(existsSync(unwritable)).toBe(false)
  })

  it('fails a card the thread cannot draw, and the cards of a thread that stops; the next card starts a new thread', async () => {
    await expect(cardThread(WORKER)({ ...spec('x'), title: undefined as unknown as string })).rejects.toThrow()
    const dir = await tempRoot('card-thread')
    const file = path.join(dir, 'worker.mjs')
    await writeFile(file, "import { parentPort } from 'node:worker_threads'\nparentPort.on('message', ({ id, spec }) => spec.title === 'stop' ? process.exit(3) : parentPort.postMessage([{ id, png: new Uint8Array([id]) }]))\n")
    const draw = cardThread(file)
    expect([...(await draw(spec('first')))!]).toEqual([0])
    await expect(draw(spec('stop'))).rejects.toThrow('exit code 3')
    expect([...(await draw(spec('after')))!]).toEqual([0])
  })

  it('lets the process end once its cards are drawn', async () => {
    const dir = await tempRoot('card-thread')
    const entry = path.join(dir, 'entry.ts')
    await writeFile(entry, `import { cardThread } from ${JSON.stringify(path.join(REPO, 'renderer/cards/card-thread.ts'))}\nconst png = await cardThread(${JSON.stringify(WORKER)})(${JSON.stringify(spec('Exit'))})\nconsole.log(png!.byteLength > 1000 ? 'drawn' : 'empty')\n`)
    await build({ entryPoints: [entry], outfile: path.join(dir, 'entry.mjs'), bundle: true, format: 'esm', platform: 'node', packages: 'external', logLevel: 'silent' })
    // A thread left holding the process open would never let this child close (the test then times out).
    const result = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(dir, 'entry.mjs')], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] })
      let out = ''
      child.stdout.on('data', (d) => (out += d))
      child.on('close', (code) => resolve({ code, out }))
    })
    expect(result).toEqual({ code: 0, out: 'drawn\n' })
  })
})

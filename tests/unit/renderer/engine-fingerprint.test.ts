// renderer/engine-fingerprint.ts hashes only the worker entry of the engine bundle. That holds
// because esbuild names split chunks by a hash of their contents, and a chunk's contents name the
// chunks it imports: a change deep in the graph renames every chunk above it, up to the entry.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { entriesFingerprint } from '../../../renderer/engine-fingerprint.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

/** The entry `worker`'s output, bundled as scripts/build-engine.mjs bundles the engine, with `deep.js` exporting `value`. */
async function workerOutput(value: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-fingerprint-'))
  dirs.push(dir)
  await writeFile(path.join(dir, 'deep.js'), `export const value = ${JSON.stringify(value)}\n`)
  await writeFile(path.join(dir, 'middle.js'), "import { value } from './deep.js'\nexport const shout = () => value.toUpperCase()\n")
  await writeFile(path.join(dir, 'lazy.js'), "export const later = () => import('./middle.js').then((m) => m.shout())\n")
  await writeFile(path.join(dir, 'worker.js'), "import { later } from './lazy.js'\nlater().then(console.log)\n")
  await writeFile(path.join(dir, 'cli.js'), "import { later } from './lazy.js'\nimport { shout } from './middle.js'\nlater().then(() => console.log(shout()))\n")
  const result = await build({ absWorkingDir: dir, entryPoints: { worker: path.join(dir, 'worker.js'), cli: path.join(dir, 'cli.js') }, outdir: path.join(dir, 'out'), bundle: true, splitting: true, format: 'esm', chunkNames: 'chunks/[name]-[hash]', write: false, logLevel: 'silent' })
  return result.outputFiles.find((f) => path.basename(f.path) === 'worker.js')!.text
}

describe('the engine fingerprint (the worker entry only)', () => {
  it('changes when a module two chunks below the entry changes, and not otherwise', async () => {
    const before = await workerOutput('one')
    expect(before).toMatch(/chunks\/chunk-[A-Z0-9]+\.js/)
    expect(await workerOutput('one')).toBe(before)
    expect(await workerOutput('two')).not.toBe(before)
  })
})

describe("the whole engine's fingerprint (the build record's)", () => {
  it('changes with the CLI entry beside the worker entry, the code of the main thread', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-fingerprint-'))
    dirs.push(dir)
    const worker = path.join(dir, 'page-worker.mjs')
    await writeFile(worker, "import './chunks/chunk-A.mjs'\n")
    await writeFile(path.join(dir, 'cli.mjs'), "import('./chunks/build-A.mjs')\n")
    const before = entriesFingerprint(worker)
    expect(entriesFingerprint(worker)).toBe(before)
    await writeFile(path.join(dir, 'cli.mjs'), "import('./chunks/build-B.mjs')\n")
    const newCli = entriesFingerprint(worker)
    expect(newCli).not.toBe(before)
    await writeFile(worker, "import './chunks/chunk-B.mjs'\n")
    expect(entriesFingerprint(worker)).not.toBe(newCli)
  })
})

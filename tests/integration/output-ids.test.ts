// A build hashes each output's contents (build-record.ts `outputId`) only for a build record: one
// that keeps none (`identify: false`, as `site build --no-cache` and `--dry-run` build) writes the
// same files without hashing them, and its inline scripts' hashes (the CSP of _headers) are the same.
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.js'
import { build, createSite, type BuildResult } from '../../renderer/index.js'
import { memorySink, type MemorySink } from '../../renderer/sinks.js'
import { copyFixture } from '../helpers/cli.js'

async function buildBasic(root: string, identify: boolean | undefined): Promise<{ result: BuildResult; sink: MemorySink }> {
  const sink = memorySink()
  const result = await build(await createSite(await loadConfig(root), { cache: false }), { sink, threads: 0, identify })
  expect(result.ok).toBe(true)
  return { result, sink }
}

describe('output ids (build-record.ts)', { timeout: 120_000 }, () => {
  let identified: { result: BuildResult; sink: MemorySink }
  let unnamed: { result: BuildResult; sink: MemorySink }
  beforeAll(async () => {
    // One copy for both: a page shows its file's time.
    const root = await copyFixture('basic')
    identified = await buildBasic(root, undefined)
    unnamed = await buildBasic(root, false)
  })

  it('names every output by default', () => {
    const ids = Object.values(identified.result.outputs).map((entry) => entry.id)
    expect(ids.length).toBeGreaterThan(10)
    for (const id of ids) expect(id).toMatch(/^[a-z]:./)
  })

  it('hashes none without a record to keep, and writes the same files with the same scripts', () => {
    // Ids the build knows without reading the contents (a card's or a search shard's name) stay.
    const ids = Object.values(unnamed.result.outputs).map((entry) => entry.id)
    expect(ids.filter((id) => id === '').length).toBeGreaterThan(10)
    expect(ids.filter((id) => id.startsWith('h:') || id.startsWith('f:'))).toEqual([])
    expect([...unnamed.sink.files.keys()].sort()).toEqual([...identified.sink.files.keys()].sort())
    for (const [file, contents] of identified.sink.files) if (typeof contents === 'string') expect(unnamed.sink.files.get(file), file).toBe(contents)
    const scriptsOf = (outputs: BuildResult['outputs']) => Object.fromEntries(Object.entries(outputs).map(([file, entry]) => [file, entry.scripts]))
    expect(scriptsOf(unnamed.result.outputs)).toEqual(scriptsOf(identified.result.outputs))
  })
})

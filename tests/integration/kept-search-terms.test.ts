// Issue 20: a build that updates its output folder in place takes the search term lists from the
// shards the last build left there (renderer/search/kept-postings.ts, through the update sink's
// `previous`), and writes the search files a build from nothing writes.
import { appendFile, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.js'
import { build, createSite, fsSink, memorySink, updateSink } from '../../renderer/index.js'
import { copyFixture } from '../helpers/cli.js'

describe('an edit\'s search terms from the last build', { timeout: 120_000 }, () => {
  it('reads the last term shards back and writes what a build from nothing writes', async () => {
    const root = await copyFixture('basic')
    const out = path.join(root, 'dist')
    const siteOf = async () => createSite(await loadConfig(root), { cache: false })
    const first = await build(await siteOf(), { sink: await fsSink(out), threads: 0 })
    expect(first.ok).toBe(true)
    await appendFile(path.join(root, 'content/docs/intro.mdx'), '\nIdempotency keys make a retried request safe: zeppelin.\n')

    const sink = await updateSink(out, first.outputs)
    const reads: string[] = []
    const read = sink.previous!.bind(sink)
    sink.previous = (file) => (reads.push(file), read(file))
    const edited = await build(await siteOf(), { sink, threads: 0, previous: first.outputs })
    expect(edited.ok).toBe(true)
    expect(reads.filter((file) => /\/t\.[0-9a-f]{10}\.json$/.test(file)).length).toBeGreaterThan(0)

    const fresh = memorySink()
    expect((await build(await siteOf(), { sink: fresh, threads: 0 })).ok).toBe(true)
    const searchFiles = [...fresh.files.keys()].filter((file) => file.startsWith('_site/search/')).sort()
    expect(edited.files.filter((file) => file.startsWith('_site/search/')).sort()).toEqual(searchFiles)
    for (const file of searchFiles) expect(await readFile(path.join(out, file), 'utf8'), file).toBe(fresh.files.get(file))
  })
})


import { statSync } from 'node:fs'
import { mkdtemp, mkdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createReport } from '../../../renderer/diagnostics.js'
import { scanContent } from '../../../renderer/stages/scan.js'
import { openSourcePack } from '../../../renderer/source-pack.js'

async function project(files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'source-pack-'))
  for (const [rel, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), contents)
  }
  return { root, pack: path.join(root, '.site-cache', 'sources.pack') }
}

/** Scans `root` with the pack at `pack` and saves the pack, as a build does; returns the pages' texts. */
async function scanWithPack(root: string, pack: string, racyMs = 0) {
  const sources = openSourcePack(pack, racyMs)
  const report = createReport()
  const tree = await scanContent({ root, contentDir: path.join(root, 'content'), generators: [], sources }, report)
  await sources.save()
  expect(report.all()).toEqual([])
  return Object.fromEntries([...tree.pages, ...tree.metas].map((f) => [f.relPath, f.source]))
}

describe('the source pack', () => {
  it('gives a file’s text as the last scan read it while its stat stamp is unchanged, without reading the file', async () => {
    const { root, pack } = await project({ 'content/index.mdx': '# Home\n\nCafé ☕\n', 'content/docs/_meta.json': '{"a":"A"}' })
    expect(await scanWithPack(root, pack)).toEqual({ 'index.mdx': '# Home\n\nCafé ☕\n', 'docs/_meta.json': '{"a":"A"}' })
    const file = path.join(root, 'content/index.mdx')
    const info = statSync(file)
    // Gone from the disk, the text still comes from the pack: it is what the scan took.
    await rm(file)
    expect(openSourcePack(pack).text('index.mdx', info)).toBe('# Home\n\nCafé ☕\n')
    expect(openSourcePack(pack).text('other.mdx', info)).toBeUndefined()
  })

  it('reads a file again when it was written since, even at the same size', async () => {
    const { root, pack } = await project({ 'content/index.mdx': '# Home one\n' })
    await scanWithPack(root, pack)
    await writeFile(path.join(root, 'content/index.mdx'), '# Home two\n')
    expect(await scanWithPack(root, pack)).toEqual({ 'index.mdx': '# Home two\n' })
    expect(await scanWithPack(root, pack)).toEqual({ 'index.mdx': '# Home two\n' })
  })

  it('is left as it is when it holds exactly what the scan took, and drops files that are gone', async () => {
    const { root, pack } = await project({ 'content/a.mdx': '# A\n', 'content/b.mdx': '# B\n' })
    await scanWithPack(root, pack)
    const written = await stat(pack)
    await scanWithPack(root, pack)
    expect((await stat(pack)).mtimeMs).toBe(written.mtimeMs)
    await rm(path.join(root, 'content/b.mdx'))
    await scanWithPack(root, pack)
    expect((await readFile(pack, 'utf8')).includes('b.mdx')).toBe(false)
  })

  it('keeps no file written in the last two seconds: a same-size write within the second may keep its stamp', async () => {
    const { root, pack } = await project({ 'content/a.mdx': '# A\n' })
    await scanWithPack(root, pack, 2000)
    expect(openSourcePack(pack).text('a.mdx', statSync(path.join(root, 'content/a.mdx')))).toBeUndefined()
    await scanWithPack(root, pack, 0)
    expect(openSourcePack(pack).text('a.mdx', statSync(path.join(root, 'content/a.mdx')))).toBe('# A\n')
  })

  it('is ignored whole when it does not add up (a torn or foreign file)', async () => {
    const { root, pack } = await project({ 'content/a.mdx': '# A\n', 'content/b.mdx': '# B\n' })
    await scanWithPack(root, pack)
    const info = statSync(path.join(root, 'content/a.mdx'))
    await truncate(pack, (await stat(pack)).size - 1)
    expect(openSourcePack(pack).text('a.mdx', info)).toBeUndefined()
    await writeFile(pack, 'site-sources 3\n[["a.mdx","x",4,1,2,3]]\n# A\n')
    expect(openSourcePack(pack).text('a.mdx', info)).toBeUndefined()
    await writeFile(pack, 'not a pack')
    expect(await scanWithPack(root, pack)).toEqual({ 'a.mdx': '# A\n', 'b.mdx': '# B\n' })
  })

  it('keeps nothing without a file (the cache is off)', () => {
    const sources = openSourcePack(undefined, 0)
    sources.add('a.mdx', statSync(tmpdir()), '# A')
    expect(sources.text('a.mdx', statSync(tmpdir()))).toBeUndefined()
  })
})

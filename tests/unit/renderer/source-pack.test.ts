import { statSync } from 'node:fs'
import { mkdtemp, mkdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createReport } from '../../../renderer/diagnostics.js'
import { scanContent } from '../../../renderer/stages/scan.js'
import { openSourcePack } from '../../../renderer/source-pack.js'
import { openPackFile } from '../../../renderer/pack-file.js'

async function project(files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'source-pack-'))
  for (const [rel, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), contents)
  }
  return { root, pack: path.join(root, '.site-cache', 'sources.pack') }
}

/**
 * No racy window: every file is kept, however recently written. (Not 0: a file's mtimeMs has a
 * fraction and Date.now() has none, so a file written within the current millisecond reads as
 * written in the future, and 0 left it out of the pack now and then.)
 */
const KEEP_ALL = -Infinity

/** Scans `root` with the pack at `pack` and saves the pack, as a build does; returns the pages' texts. */
async function scanWithPack(root: string, pack: string, racyMs = KEEP_ALL) {
  const sources = openSourcePack(pack, racyMs)
  const report = createReport()
  const tree = await scanContent({ root, contentDir: path.join(root, 'content'), generators: [], sources }, report)
  await sources.save()
  expect(report.all()).toEqual([])
  return Object.fromEntries([...tree.pages, ...tree.metas].map((f) => [f.relPath, f.source]))
}

describe('a pack file', () => {
  it('gives back every text after saves that mix taken and put texts, ASCII or not', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pack-file-'))
    const file = path.join(dir, 'texts.pack')
    try {
      for (const other of ['plain', 'naïve ☕']) {
        const texts: Record<string, string> = { a: 'alpha\n', b: 'bravo', c: '', d: 'delta\r\n', e: 'echo' }
        const first = openPackFile(file, 'test 1')
        for (const [key, text] of Object.entries(texts)) first.put(key, text, [text.length])
        await first.save()
        // Taken (a, c, d: a run broken by b), put anew (b, and f after the last), left out (e).
        const second = openPackFile(file, 'test 1')
        expect(['a', 'c', 'd', 'e'].map((key) => second.take(key, [texts[key]!.length]))).toEqual(['alpha\n', '', 'delta\r\n', 'echo'])
        expect(second.take('a', [99])).toBeUndefined()
        const third = openPackFile(file, 'test 1')
        third.take('a', [6])
        third.put('b', other, [1])
        third.take('c', [0])
        third.take('d', [7])
        third.put('f', `${other} too`, [2])
        await third.save()
        const fourth = openPackFile(file, 'test 1')
        expect(['a', 'b', 'c', 'd', 'e', 'f'].map((key, i) => fourth.take(key, [[6, 1, 0, 7, 4, 2][i]!]))).toEqual(['alpha\n', other, '', 'delta\r\n', undefined, `${other} too`])
        expect(openPackFile(file, 'test 2').take('a', [6])).toBeUndefined()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

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
    await scanWithPack(root, pack, KEEP_ALL)
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

// Issue 20 item 3: the build record (renderer/build-record.ts) and the update sink
// (renderer/update-sink.ts), through the real CLI. Asserts on what each build reports it did
// (routes rendered, files written and removed), never on time.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readRecordFile, recordFile, recordText } from '../../renderer/build-record.js'
import { metaFile, shardBase } from '../../core/search/format.js'
import { OUTPUT_MARKER } from '../../renderer/output-marker.js'
import { copyFixture, runSite } from '../helpers/cli.js'
import { snapshotTree } from '../helpers/snapshot.js'


describe('incremental site build (issue 20)', () => {
  let root: string
  let dist: string
  const record = async () => (await readRecordFile(recordFile(root, dist)))!
  const build = async () => {
    const result = await runSite(['build', '--root', root])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    return result
  }
  /** Rewrites a content file, and waits for the clock to move so its mtime differs. */
  const edit = async (file: string, change: (text: string) => string) => {
    const full = path.join(root, 'content', file)
    const before = await readFile(full, 'utf8')
    await new Promise((r) => setTimeout(r, 20))
    await writeFile(full, change(before))
    return () => writeFile(full, before)
  }

  beforeAll(async () => {
    root = await copyFixture('basic')
    dist = path.join(root, 'dist')
    await build()
  })

  it('does nothing when nothing changed: no page rendered, no file touched', async () => {
    const cold = await record()
    expect(cold.changes.rendered).toEqual(['/', '/docs/guide', '/docs/intro', '/post/hello'])
    const before = await snapshotTree(dist)
    const touched = (await stat(path.join(dist, 'index.html'))).mtimeMs
    const warm = await build()
    expect(warm.stdout).toMatch(/Nothing changed since the last build: \S*dist is up to date \(4 pages\)/)
    expect(warm.stdout).not.toContain('[build] pages')
    expect(await snapshotTree(dist)).toEqual(before)
    expect((await stat(path.join(dist, 'index.html'))).mtimeMs).toBe(touched)
  })

  it('writes the same output from its caches when the output folder is gone (a fresh checkout with the cache restored)', async () => {
    const before = await snapshotTree(dist)
    const headers = await readFile(path.join(dist, '_headers'), 'utf8')
    expect(headers).toContain("'sha256-")
    await rm(dist, { recursive: true })
    const result = await build()
    expect(result.stdout).toContain('(0 compiled, 0 rendered)')
    // The pages' inline scripts are hashed into _headers from the record, without reading the pages back.
    expect(await readFile(path.join(dist, '_headers'), 'utf8')).toBe(headers)
    expect(await snapshotTree(dist)).toEqual(before)
  })

  it("takes a kept page's script hashes from the record, not from the page, when the output folder is gone", async () => {
    // A hash no page holds, written into the record: only a build that trusts the record can put it in _headers.
    const file = recordFile(root, dist)
    const original = await readFile(file, 'utf8')
    const stored = (await readRecordFile(file))!
    stored.outputs['index.html']!.scripts = ["'sha256-fromTheRecord='"]
    await writeFile(file, recordText(stored))
    await rm(dist, { recursive: true })
    await build()
    expect(await readFile(path.join(dist, '_headers'), 'utf8')).toContain("'sha256-fromTheRecord='")
    // Back to the record the pages make, for the tests after this one.
    await writeFile(file, original)
    await rm(dist, { recursive: true })
    await build()
    expect(await readFile(path.join(dist, '_headers'), 'utf8')).not.toContain('fromTheRecord')
  })

  it('renders only an edited page again and writes only the files that changed', async () => {
    const pointer = async () => JSON.parse(await readFile(path.join(dist, '_search/en-US.json'), 'utf8')) as { index: string }
    const before = await pointer()
    const restore = await edit('docs/intro.mdx', (t) => t.replace('## Next steps', 'A new paragraph.\n\n## Next steps'))
    try {
      const result = await build()
      const { changes } = await record()
      // No page but the edited one reads its text: the others name the search pointer, whose name never changes.
      expect(changes.rendered).toEqual(['/docs/intro'])
      expect(changes.written.filter((f) => !f.startsWith('_site/search/'))).toEqual(['_search/en-US.json', 'docs/intro.html', 'docs/intro.md', 'llms-full.txt', 'sitemap.xml'])
      // The new index, its meta shard and the shards holding the new words and the page's text, and
      // the pointer naming the index; every other shard keeps its file.
      const { index } = await pointer()
      expect(index).not.toBe(before.index)
      const folder = shardBase(index).slice(1)
      const shards = changes.written.filter((f) => f.startsWith('_site/search/'))
      expect(shards).toEqual(expect.arrayContaining([index.slice(1), `${folder}${metaFile(index)}`]))
      expect(shards.filter((f) => /\/[tx]\.[0-9a-f]+\.json$/.test(f)).length).toBeGreaterThan(0)
      expect(shards.length).toBeLessThan((await readdir(path.join(dist, folder))).length)
      expect(changes.removed.length).toBeGreaterThan(0)
      expect(changes.removed.every((f) => f === before.index.slice(1) || f.startsWith(folder))).toBe(true)
      expect(result.stdout).toMatch(/\d+ files changed, \d+ removed\)/)
      expect(await readFile(path.join(dist, 'docs/intro.html'), 'utf8')).toContain('A new paragraph.')
      expect(await readFile(path.join(dist, 'docs/guide.html'), 'utf8')).toContain('"pointerUrl":"/_search/en-US.json"')
    } finally {
      await restore()
    }
    await build()
    expect(await readFile(path.join(dist, 'docs/intro.html'), 'utf8')).not.toContain('A new paragraph.')
  })

  it('keeps for the next build the facts it read, in one pack, and the routes its route history is current for', async () => {
    const restore = await edit('docs/intro.mdx', (t) => `${t}\nOne line more.\n`)
    try {
      const before = (await record()).historyRoutes
      await build()
      // A one-page edit changes no route: the record says the history is current for the same ones.
      expect(before).toMatch(/^[0-9a-f]{32}$/)
      expect((await record()).historyRoutes).toBe(before)
      // The pages the edit did not compile had their facts read, and kept in the pack (the guide's among them).
      const compiled = path.join(root, '.site-cache', 'compiled')
      const pack = await readFile(path.join(compiled, (await readdir(compiled))[0]!, 'facts.pack'), 'utf8')
      expect(pack).toContain('A plain Markdown page')
    } finally {
      await restore()
    }
    await build()
  })

  it("rewrites a page's Markdown twin when its title changes in _meta alone (the twin is identified by its compile and its title)", async () => {
    const untitled = await edit('docs/guide.md', (t) => t.replace('title: Guide\n', ''))
    try {
      await build()
      expect(await readFile(path.join(dist, 'docs/guide.md'), 'utf8')).toMatch(/^# Guide\n/)
      const renamed = await edit('docs/_meta.json', (t) => t.replace('"Guide"', '"The guide"'))
      try {
        await build()
        expect((await record()).changes.written).toContain('docs/guide.md')
        expect(await readFile(path.join(dist, 'docs/guide.md'), 'utf8')).toMatch(/^# The guide\n/)
      } finally {
        await renamed()
      }
    } finally {
      await untitled()
    }
    await build()
    expect(await readFile(path.join(dist, 'docs/guide.md'), 'utf8')).toMatch(/^# Guide\n/)
  })

  it('renders a page whose navigation title changed and its navigation neighbours', async () => {
    const restore = await edit('docs/_meta.json', (t) => t.replace('"Introduction"', '"Getting started"'))
    try {
      await build()
      const { changes } = await record()
      // The guide's previous link and the docs sidebar name the intro; the home page and the post show neither.
      expect(changes.rendered).toEqual(['/docs/guide', '/docs/intro'])
      expect(changes.written).toEqual(['docs/guide.html', 'docs/intro.html'])
      expect(await readFile(path.join(dist, 'docs/guide.html'), 'utf8')).toContain('Getting started')
    } finally {
      await restore()
    }
    await build()
  })

  it('renders only the page whose front matter changed when no other page shows it', async () => {
    const restore = await edit('docs/intro.mdx', (t) => t.replace('description: What Acme is.', 'description: What Acme is and does.'))
    try {
      await build()
      expect((await record()).changes.rendered).toEqual(['/docs/intro'])
    } finally {
      await restore()
    }
    await build()
  })

  it('renders every page with the navbar when a navbar title changes', async () => {
    const meta = path.join(root, 'content/_meta.json')
    await writeFile(meta, JSON.stringify({ docs: { title: 'Documentation', type: 'page' } }))
    try {
      await build()
      expect((await record()).changes.rendered).toEqual(['/', '/docs/guide', '/docs/intro', '/post/hello'])
      await edit('_meta.json', (t) => t.replace('Documentation', 'Manuals'))
      await build()
      expect((await record()).changes.rendered).toEqual(['/', '/docs/guide', '/docs/intro', '/post/hello'])
      expect(await readFile(path.join(dist, 'post/hello.html'), 'utf8')).toContain('Manuals')
    } finally {
      await rm(meta)
    }
    await build()
  })

  it('renders a page again when a file it references relatively changes, so it names the new copy', async () => {
    const image = path.join(root, 'content/docs/dot.svg')
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>`
    await writeFile(image, svg('red'))
    const restore = await edit('docs/guide.md', (t) => `${t}\n![A dot](./dot.svg)\n`)
    const named = async () => /_site\/media\/dot\.[0-9a-f]+\.svg/.exec(await readFile(path.join(dist, 'docs/guide.html'), 'utf8'))![0]
    try {
      await build()
      const first = await named()
      await new Promise((r) => setTimeout(r, 20))
      await writeFile(image, svg('blue'))
      await build()
      expect((await record()).changes.rendered).toEqual(['/docs/guide'])
      const second = await named()
      expect(second).not.toBe(first)
      expect(await readFile(path.join(dist, second), 'utf8')).toContain('blue')
    } finally {
      await restore()
      await rm(image)
    }
    await build()
  })

  it('builds again when a file outside content/ that a page references relatively changes (Nextra\'s ../img/)', async () => {
    const image = path.join(root, 'img/spot.svg')
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="5" fill="${fill}"/></svg>`
    await mkdir(path.dirname(image), { recursive: true })
    await writeFile(image, svg('green'))
    const restore = await edit('docs/guide.md', (t) => `${t}\n![A spot](../../img/spot.svg)\n`)
    const named = async () => /_site\/media\/spot\.[0-9a-f]+\.svg/.exec(await readFile(path.join(dist, 'docs/guide.html'), 'utf8'))![0]
    try {
      await build()
      const first = await named()
      await new Promise((r) => setTimeout(r, 20))
      await writeFile(image, svg('purple'))
      await build()
      expect((await record()).changes.rendered).toEqual(['/docs/guide'])
      expect(await readFile(path.join(dist, await named()), 'utf8')).toContain('purple')
      expect(await named()).not.toBe(first)
    } finally {
      await restore()
      await rm(path.dirname(image), { recursive: true })
    }
    await build()
  })

  it('removes the outputs of a deleted page, and nothing the build did not write', async () => {
    await writeFile(path.join(dist, 'keep.txt'), 'mine')
    const guide = path.join(root, 'content/docs/guide.md')
    const source = await readFile(guide, 'utf8')
    const meta = path.join(root, 'content/docs/_meta.json')
    const metaSource = await readFile(meta, 'utf8')
    const intro = await edit('docs/intro.mdx', (t) => t.replaceAll('/docs/guide', '/docs/intro'))
    await rm(guide)
    await writeFile(meta, JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(metaSource) as Record<string, unknown>).filter(([k]) => k !== 'guide'))))
    try {
      await build()
      const { changes } = await record()
      expect(changes.removed).toEqual(expect.arrayContaining(['docs/guide.html', 'docs/guide.md']))
      expect(existsSync(path.join(dist, 'docs/guide.html'))).toBe(false)
      expect(existsSync(path.join(dist, 'docs/guide.md'))).toBe(false)
      expect(await readFile(path.join(dist, 'keep.txt'), 'utf8')).toBe('mine')
    } finally {
      await writeFile(guide, source)
      await writeFile(meta, metaSource)
      await intro()
    }
    await build()
    expect(existsSync(path.join(dist, 'docs/guide.html'))).toBe(true)
  })

  it('leaves the output and its record as they were when a build fails (BLD-19)', async () => {
    const before = await snapshotTree(dist)
    const restore = await edit('docs/intro.mdx', (t) => `${t}\n[broken](/docs/nowhere)\n`)
    try {
      const failed = await runSite(['build', '--root', root])
      expect(failed.code).toBe(1)
    } finally {
      await restore()
    }
    expect(await snapshotTree(dist)).toEqual(before)
    // Restored, the page differs from the recorded one only by its mtime (its last-updated time, outside git).
    await build()
    const { changes } = await record()
    expect(changes.rendered).toEqual(['/docs/intro'])
    expect(changes.written).toContain('docs/intro.html')
  })

  it('renders every page again when the config changes', async () => {
    const restore = await edit('site.config.ts', (t) => t.replace("description: 'Acme documentation'", "description: 'Acme docs'"))
    try {
      const result = await build()
      expect(result.stdout).not.toContain('files changed')
      expect((await record()).changes.rendered).toEqual(['/', '/docs/guide', '/docs/intro', '/post/hello'])
    } finally {
      await restore()
    }
    await build()
  })

  it('builds in full when the output folder is not the one recorded (a killed update, a build without cache)', async () => {
    await writeFile(path.join(dist, OUTPUT_MARKER), await readFile(path.join(dist, OUTPUT_MARKER)))
    const result = await build()
    expect(result.stdout).not.toContain('Nothing changed')
    expect(result.stdout).not.toContain('files changed')
    expect((await build()).stdout).toContain('Nothing changed since the last build')
    expect((await runSite(['build', '--root', root, '--no-cache'])).code).toBe(0)
    expect((await build()).stdout).not.toContain('Nothing changed')
  })
  it("writes the folder whole when the record's outputs do not parse, so no file of the last build stays behind", async () => {
    // A page the last build wrote and this one does not, which the torn record no longer names.
    await writeFile(path.join(dist, 'docs/gone.html'), '<!doctype html><title>Gone</title>')
    const file = recordFile(root, dist)
    const [head] = (await readFile(file, 'utf8')).split('\n')
    await writeFile(file, `${head}\n{"index.html":{"id":`)
    const restore = await edit('docs/intro.mdx', (t) => `${t}\nOne more line.\n`)
    try {
      const result = await build()
      expect(result.stdout).not.toContain('files changed')
      expect(existsSync(path.join(dist, 'docs/gone.html'))).toBe(false)
      expect(existsSync(path.join(dist, 'docs/intro.html'))).toBe(true)
      expect(Object.keys((await record()).outputs)).toContain('docs/intro.html')
    } finally {
      await restore()
    }
    await build()
  })

  it("keeps this engine's folder of the per-engine caches and drops what other engines left there", async () => {
    const caches = path.join(root, '.site-cache')
    const [engine] = await readdir(path.join(caches, 'compiled'))
    expect(engine).toMatch(/^[0-9a-f]{16}$/)
    const planted = ['compiled/0123456789abcdef/0123.json', 'html/fedcba9876543210/4567.html', 'code/0011223344556677/89ab.json', 'html/flat-entry-of-the-old-layout.html']
    for (const file of planted) {
      await mkdir(path.dirname(path.join(caches, file)), { recursive: true })
      await writeFile(path.join(caches, file), 'left by another engine')
    }
    const restore = await edit('docs/intro.mdx', (t) => `${t}\nOne more line.\n`)
    try {
      await build()
      for (const file of planted) expect(existsSync(path.join(caches, file)), file).toBe(false)
      for (const name of ['compiled', 'html', 'code']) expect(await readdir(path.join(caches, name))).toEqual([engine])
      // Moved into the trash at once and deleted there by a process the build did not wait for.
      await expect.poll(() => readdir(path.join(caches, 'trash')), { timeout: 60_000, interval: 100 }).toEqual([])
      // What this engine stored is still read: the next build renders only the page edited back.
      await restore()
      await build()
      expect((await record()).changes.rendered).toEqual(['/docs/intro'])
    } finally {
      await restore()
    }
  })
})

describe('the source pack of site build', () => {
  it('takes an unchanged file’s text from the pack the last build saved, and reads a file written since', async () => {
    const root = await copyFixture('basic')
    const guide = path.join(root, 'content/docs/guide.md')
    const build = async () => expect((await runSite(['build', '--root', root])).code).toBe(0)
    // Files written in the last two seconds are never kept (the racy rule): wait until the fixture's are older.
    await expect.poll(async () => Date.now() - (await stat(guide)).ctimeMs > 2100, { timeout: 10_000, interval: 100 }).toBe(true)
    await build()
    // The pack's copy of the guide changed, the file not: the next build shows the pack's text.
    const pack = path.join(root, '.site-cache/sources.pack')
    await writeFile(pack, (await readFile(pack)).toString('latin1').replace('braces', 'BRACEZ'), 'latin1')
    const intro = path.join(root, 'content/docs/intro.mdx')
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nOne more line.\n`)
    await build()
    expect(await readFile(path.join(root, 'dist/docs/guide.html'), 'utf8')).toContain('BRACEZ')
    // Written again with the same bytes, its stamp changes: read from the disk.
    await writeFile(guide, await readFile(guide))
    await build()
    const html = await readFile(path.join(root, 'dist/docs/guide.html'), 'utf8')
    expect(html).toContain('braces')
    expect(html).not.toContain('BRACEZ')
  })
})

describe('incremental build of a site with fallback pages', () => {
  it('renders only the edited page: a fallback sharing a source that imports a component keeps its render key', async () => {
    const root = await copyFixture('nextra-i18n')
    await mkdir(path.join(root, 'components'))
    await writeFile(path.join(root, 'components/wick.jsx'), 'export function Wick() { return <em>a cotton wick</em> }\n')
    const lighting = path.join(root, 'content/docs/lighting.en-US.mdx')
    await writeFile(lighting, `${(await readFile(lighting, 'utf8')).replace(/^## /m, "import { Wick } from '../../components/wick.jsx'\n\n## ")}\n<Wick />\n`)
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect(await readFile(path.join(root, 'dist/fr-fr/docs/lighting.html'), 'utf8')).toContain('a cotton wick')
    const start = path.join(root, 'content/docs/start.en-US.mdx')
    await new Promise((r) => setTimeout(r, 20))
    await writeFile(start, `${await readFile(start, 'utf8')}\nOne more line.\n`)
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    // Before, the fallback /fr-fr/docs/lighting was rendered again: it had been stored under the key of its source alone.
    const record = (await readRecordFile(recordFile(root, path.join(root, 'dist'))))!
    expect(record.changes.rendered).toEqual(['/docs/start'])
  })
})

describe('the render and compile caches across edits', () => {
  it("drop an edited page's old HTML and compile once the build is committed, unless another output folder's build may use them", async () => {
    const root = await copyFixture('basic')
    const html = path.join(root, '.site-cache/html')
    const compiled = path.join(root, '.site-cache/compiled')
    const entries = async () => new Set((await readdir(path.join(html, (await readdir(html))[0]!))).filter((f) => f.endsWith('.html')))
    const compiles = async () => new Set((await readdir(path.join(compiled, (await readdir(compiled))[0]!))).filter((f) => f.endsWith('.json') && !f.endsWith('.deps.json')))
    const intro = path.join(root, 'content/docs/intro.mdx')
    const editIntro = async (line: string) => {
      await new Promise((r) => setTimeout(r, 20))
      await writeFile(intro, `${await readFile(intro, 'utf8')}\n${line}\n`)
      const result = await runSite(['build', '--root', root])
      expect(result.code).toBe(0)
      expect((await readRecordFile(recordFile(root, path.join(root, 'dist'))))!.changes.rendered).toEqual(['/docs/intro'])
    }
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    const first = await entries()
    const firstCompiles = await compiles()
    expect(first.size).toBe(4)
    // Each page's facts and whole compile.
    expect(firstCompiles.size).toBe(8)

    await editIntro('One more line.')
    const second = await entries()
    // One page rendered again: its new HTML in, its old HTML out; the other pages' kept.
    expect(second.size).toBe(4)
    expect([...first].filter((e) => !second.has(e))).toHaveLength(1)
    const secondCompiles = await compiles()
    expect(secondCompiles.size).toBe(8)
    expect([...firstCompiles].filter((e) => !secondCompiles.has(e))).toHaveLength(2)

    // A second output folder: its build may take any of these, so none is dropped from now on.
    expect((await runSite(['build', '--root', root, '--out', 'preview'])).code).toBe(0)
    await editIntro('And another.')
    const third = await entries()
    expect(third.size).toBe(5)
    for (const entry of second) expect(third.has(entry)).toBe(true)
    expect((await compiles()).size).toBe(10)
  })

  it("drop the old compile of a page without a Markdown twin and the old list of files a page imported", async () => {
    const root = await copyFixture('basic')
    const compiled = path.join(root, '.site-cache/compiled')
    const stored = async () => {
      const names = await readdir(path.join(compiled, (await readdir(compiled))[0]!))
      return { compiles: names.filter((f) => f.endsWith('.json') && !f.endsWith('.deps.json')).length, lists: names.filter((f) => f.endsWith('.deps.json')).length }
    }
    await mkdir(path.join(root, 'content/_partials'), { recursive: true })
    await writeFile(path.join(root, 'content/_partials/note.mdx'), 'Every request carries a token.\n')
    // A page search engines skip has no twin; one that shows a partial is found through its source's list of imported files.
    const guide = path.join(root, 'content/docs/guide.md')
    await writeFile(guide, (await readFile(guide, 'utf8')).replace(/^---\n/, '---\nnoindex: true\n'))
    const intro = path.join(root, 'content/docs/intro.mdx')
    await writeFile(intro, `${await readFile(intro, 'utf8')}\nimport Note from '../_partials/note.mdx'\n\n<Note />\n`)
    const buildAfter = async (file: string, line: string) => {
      await new Promise((r) => setTimeout(r, 20))
      await writeFile(file, `${await readFile(file, 'utf8')}\n${line}\n`)
      const result = await runSite(['build', '--root', root])
      expect(result.code).toBe(0)
    }
    expect((await runSite(['build', '--root', root])).code).toBe(0)
    expect(await stored()).toEqual({ compiles: 8, lists: 1 })
    await buildAfter(guide, 'One more line.')
    await buildAfter(intro, 'And another.')
    expect(await stored()).toEqual({ compiles: 8, lists: 1 })
  })
})

// Plain pages (renderer/plain/) skip MDX's JavaScript and React for their content: every fixture
// site and our own website (content/) must build to the same bytes with that path off
// (SITE_PLAIN_PAGES=off: every page compiled to code) and on, and report the same problems.
// Built through the engine's API in this process, in its own thread, without the caches: the two
// paths differ in what a page becomes, not in how the CLI runs or where a page renders, and one
// process for all the builds spared 36 start-ups of the CLI (the file took 237 s in the last full
// run, most of it starting processes and warming code).
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.js'
import { build, createSite, formatDiagnostic } from '../../renderer/index.js'
import { memorySink } from '../../renderer/sinks.js'
import { copyFixture, REPO } from '../helpers/cli.js'

const sites = readdirSync(path.join(REPO, 'tests/fixtures/sites'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)

/** The raster images the `images` fixture measures, made here (no binaries in the repository): pages' `img` become measured <picture>s. */
async function addImages(root: string): Promise<void> {
  const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } })
  await mkdir(path.join(root, 'content/public/docs'), { recursive: true })
  await solid(1200, 600, '#3060c0').png().toFile(path.join(root, 'content/public/images/hero.png'))
  await solid(500, 300, '#c03030').png().toFile(path.join(root, 'content/public/docs/rocket.png'))
}

/** Where two texts first differ, with some context, for a readable failure. */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}:\n  off: ${JSON.stringify(a.slice(Math.max(0, i - 80), i + 80))}\n  on:  ${JSON.stringify(b.slice(Math.max(0, i - 80), i + 80))}`
}

type Contents = string | Uint8Array | { from: string }
const bytesOf = async (contents: Contents) => (typeof contents === 'string' ? Buffer.from(contents) : contents instanceof Uint8Array ? Buffer.from(contents) : readFile(contents.from))

/** Builds `root` into memory with the plain path on or off: whether it built, its report, and each file's bytes. */
async function buildWith(root: string, plain: boolean): Promise<{ ok: boolean; report: string[]; files: Map<string, Buffer> }> {
  const before = process.env.SITE_PLAIN_PAGES
  if (plain) delete process.env.SITE_PLAIN_PAGES
  else process.env.SITE_PLAIN_PAGES = 'off'
  try {
    const site = await createSite(await loadConfig(root), { cache: false })
    const sink = memorySink()
    const result = await build(site, { sink, threads: 0 })
    const files = new Map<string, Buffer>()
    for (const [file, contents] of sink.files) files.set(file, await bytesOf(contents))
    return { ok: result.ok, report: result.diagnostics.map(formatDiagnostic), files }
  } finally {
    if (before === undefined) delete process.env.SITE_PLAIN_PAGES
    else process.env.SITE_PLAIN_PAGES = before
  }
}

/**
 * Builds `root` both ways and expects the same files, bytes and report; returns the report and
 * the number of HTML files.
 */
async function expectSameBothWays(root: string): Promise<{ report: string; pages: number }> {
  const off = await buildWith(root, false)
  const on = await buildWith(root, true)
  expect(on.ok).toBe(off.ok)
  expect(on.report).toEqual(off.report)
  if (!off.ok) return { report: on.report.join('\n'), pages: 0 }
  expect([...on.files.keys()].sort()).toEqual([...off.files.keys()].sort())
  const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  for (const [file, bytes] of off.files) {
    const other = on.files.get(file)!
    if (hash(bytes) !== hash(other)) expect.fail(`${file} differs ${firstDifference(bytes.toString('utf8'), other.toString('utf8'))}`)
  }
  return { report: on.report.join('\n'), pages: [...off.files.keys()].filter((f) => f.endsWith('.html')).length }
}

describe('plain pages build to the same bytes as compiled pages', () => {
  it.each(sites)('fixture site %s', async (name) => {
    const root = await copyFixture(name)
    if (name === 'images') await addImages(root)
    await expectSameBothWays(root)
  })

  it('our website (content/)', { timeout: 900_000 }, async () => {
    const { pages } = await expectSameBothWays(REPO)
    expect(pages).toBeGreaterThan(100)
  })

  it('reports the same error for a plain page whose link component throws', async () => {
    const root = await copyFixture('basic')
    const links = `export function useMDXComponents() {
  return {
    a: (props: { href?: string }) => {
      if (props.href === '/docs/guide') throw new Error('no guide links')
      return <a {...props} />
    },
  }
}
`
    await writeFile(path.join(root, 'content/mdx-components.tsx'), links)
    const { report } = await expectSameBothWays(root)
    expect(report).toMatch(/content\/docs\/intro\.mdx .*Rendering \/docs\/intro failed .*no guide links/)
  })
})

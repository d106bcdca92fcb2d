// Plain pages (renderer/plain/) skip MDX's JavaScript and React for their content: every fixture
// site and our own website (content/) must build to the same bytes with that path off
// (SITE_PLAIN_PAGES=off: every page compiled to code) and on, and report the same problems.
import { readdirSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { copyFixture, REPO, runSite, tempRoot } from '../helpers/cli.js'
import { snapshotTree } from '../helpers/snapshot.js'

const sites = readdirSync(path.join(REPO, 'tests/fixtures/sites'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)

/** The raster images the `images` fixture measures, made here (no binaries in the repository): pages' `img` become measured <picture>s. */
async function addImages(root: string): Promise<void> {
  const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } })
  await mkdir(path.join(root, 'content/public/docs'), { recursive: true })
  await solid(1200, 600, '#3060c0').png().toFile(path.join(root, 'content/public/images/hero.png'))
  await solid(500, 300, '#c03030').png().toFile(path.join(root, 'content/public/docs/rocket.png'))
}

/** The build's report without what varies between two runs (times, the output folder, the first build's note on the route history). */
function report(output: string, out: string): string {
  return output
    .split('\n')
    .filter((line) => !line.includes('Route history updated'))
    .join('\n').split(out).join('<out>').split(path.relative(REPO, out)).join('<out>').replace(/\d+(?:\.\d+)?\s?(?:ms|s)\b/g, '<time>')
}

/** Where two texts first differ, with some context, for a readable failure. */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}:\n  off: ${JSON.stringify(a.slice(Math.max(0, i - 80), i + 80))}\n  on:  ${JSON.stringify(b.slice(Math.max(0, i - 80), i + 80))}`
}

/**
 * Builds `root` both ways into fresh folders and expects the same files, bytes and report; returns
 * the report and the number of HTML files. In the build's own thread (`--threads 0`): the two paths
 * differ in what a page becomes, not in where it renders, and a worker's start-up was about a third
 * of a small site's build (a 4-page fixture: 1.9 s in-process against 2.7-3.0 s with a worker).
 */
async function expectSameBothWays(root: string): Promise<{ stderr: string; pages: number }> {
  const args = ['--threads', '0']
  const outs = { off: await tempRoot('plain-off'), on: await tempRoot('plain-on') }
  const off = await runSite(['build', '--root', root, '--out', outs.off, '--no-cache', ...args], { env: { SITE_PLAIN_PAGES: 'off' } })
  const on = await runSite(['build', '--root', root, '--out', outs.on, '--no-cache', ...args])
  expect(on.code).toBe(off.code)
  expect(report(on.stderr, outs.on)).toBe(report(off.stderr, outs.off))
  expect(report(on.stdout, outs.on)).toBe(report(off.stdout, outs.off))
  if (off.code !== 0) return { stderr: on.stderr, pages: 0 }
  const [a, b] = [await snapshotTree(outs.off), await snapshotTree(outs.on)]
  expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort())
  for (const file of Object.keys(a)) {
    if (a[file] === b[file]) continue
    const [x, y] = await Promise.all([readFile(path.join(outs.off, file), 'utf8'), readFile(path.join(outs.on, file), 'utf8')])
    expect.fail(`${file} differs ${firstDifference(x, y)}`)
  }
  return { stderr: on.stderr, pages: Object.keys(a).filter((f) => f.endsWith('.html')).length }
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
    const { stderr } = await expectSameBothWays(root)
    expect(stderr).toMatch(/content\/docs\/intro\.mdx .*Rendering \/docs\/intro failed .*no guide links/)
  })
})

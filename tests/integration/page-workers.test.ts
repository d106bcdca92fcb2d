// A page whose code ends or outruns its worker thread fails with an error naming it; the build
// still renders the other pages and ends with exit status 1 (issue 13, item 5).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { readRecordFile, recordFile } from '../../renderer/build-record.js'
import { copyFixture, runSite } from '../helpers/cli.js'
import { snapshotTree } from '../helpers/snapshot.js'

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`

// Builds take seconds each, many more on a loaded machine: the budget is far from their real cost.
describe('site build with pages that stop their worker', { timeout: 300_000 }, () => {
  it('reports each page that calls process.exit and renders the rest on a fresh worker', async () => {
    const root = await copyFixture('basic')
    const docs = path.join(root, 'content/docs')
    await writeFile(path.join(docs, 'exit-a.mdx'), page('Exit A', '{process.exit(3)}'))
    await writeFile(path.join(docs, 'exit-b.mdx'), page('Exit B', '{process.exit(4)}'))
    // Fails while rendering: reported only if a worker was still there to render it.
    await writeFile(path.join(docs, 'undefined.mdx'), page('Undefined', '{notDefinedAnywhere.value}'))
    // One worker: every page after the first exit runs on a replacement.
    const result = await runSite(['build', '--root', root, '--threads', '1', '--no-cache'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/content\/docs\/exit-a\.mdx .*exit code 3.* render\/worker-exited/)
    expect(result.stderr).toMatch(/content\/docs\/exit-b\.mdx .*exit code 4.* render\/worker-exited/)
    expect(result.stderr).toMatch(/content\/docs\/undefined\.mdx(:\d+:\d+)? .*notDefinedAnywhere.* render\/failed/)
    expect(result.stderr).toContain('Build failed with 3 errors')
  })

  it('reports the page in-process too (--threads 0) instead of exiting with its code', async () => {
    const root = await copyFixture('basic')
    await writeFile(path.join(root, 'content/docs/exit.mdx'), page('Exit', '{process.exit(3)}'))
    const result = await runSite(['build', '--root', root, '--threads', '0', '--no-cache'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/content\/docs\/exit\.mdx(:\d+:\d+)? .*the page called process\.exit\(3\)/)
    expect(result.stderr).toContain('Build failed with 1 error')
  })

  it('stops a page that never finishes after build.pageTimeout seconds and reports it', async () => {
    const root = await copyFixture('basic')
    const configFile = path.join(root, 'content/site.config.ts')
    const config = await readFile(configFile, 'utf8')
    await writeFile(configFile, config.replace("redirects:", 'build: { pageTimeout: 3 },\n  redirects:'))
    await writeFile(path.join(root, 'content/docs/loop.mdx'), page('Loop', '{(() => { for (;;) {} })()}'))
    const result = await runSite(['build', '--root', root, '--threads', '1', '--no-cache'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/content\/docs\/loop\.mdx .*took longer than 3 s and was stopped {2}render\/timeout/)
    expect(result.stderr).toContain('build.pageTimeout')
  })

  it('gives a page ten times build.pageTimeout to compile, then stops it and says it was compiling', async () => {
    const root = await copyFixture('basic')
    const configFile = path.join(root, 'content/site.config.ts')
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('redirects:', 'build: { pageTimeout: 0.2 },\n  redirects:'))
    // MDX parses an attribute expression again at each closing brace: ~10 s of compiling on this machine, far past 2 s.
    const item = '{"name":"limit","schema":{"type":"integer"}}'
    await mkdir(path.join(root, 'content/_parts'), { recursive: true })
    await writeFile(path.join(root, 'content/_parts/generated.mdx'), `<Parameters parameters={[${Array(60).fill(item).join(',')}]} />\n\n`.repeat(500))
    await writeFile(path.join(root, 'content/docs/generated.mdx'), page('Generated', "import Generated from '../_parts/generated.mdx'\n\n<Generated />"))
    const result = await runSite(['build', '--root', root, '--threads', '1', '--no-cache'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/content\/docs\/generated\.mdx .*compiling it and the files it imports took longer than 2 s and was stopped {2}render\/timeout/)
  })

  it('stops a page whose code fills the memory at the worker heap limit and reports it', async () => {
    const root = await copyFixture('basic')
    // About 2 GB, then done: past the workers' 1 GB limit, under V8's default (~4 GB), so the page fails only with the limit.
    await writeFile(path.join(root, 'content/docs/grow.mdx'), page('Grow', '{(() => { const all = []; for (let i = 0; i < 2500; i++) all.push(new Array(100_000).fill(i)); return all.length })()}'))
    const result = await runSite(['build', '--root', root, '--threads', '1', '--no-cache'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/content\/docs\/grow\.mdx .*ran out of memory {2}render\/out-of-memory/)
    expect(result.stderr).toContain('Build failed with 1 error')
  })
})

// A page worker writes each page's HTML itself where the output sink staged it (sinks.ts `stage`)
// and sends back what the build records of it; the build's own thread (--threads 0) hands its HTML
// to the sink. Both must give the same files, bytes and record, pages with image variants and
// with a relative image (rewritten, so read back from the staged file) among them.
describe('pages written by their worker', { timeout: 300_000 }, () => {
  const withImages = async () => {
    const root = await copyFixture('images')
    await mkdir(path.join(root, 'content/public/docs'), { recursive: true })
    const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3060c0' } }).png()
    await solid(900, 400).toFile(path.join(root, 'content/public/images/hero.png'))
    await solid(300, 200).toFile(path.join(root, 'content/public/docs/rocket.png'))
    await writeFile(path.join(root, 'content/docs/diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>\n')
    await writeFile(path.join(root, 'content/docs/relative.mdx'), page('Relative', '![A diagram](./diagram.svg)\n\n<script>{"not run"}</script>'))
    // Its HTML is named by a hash of its bytes under the render cache too (getStaticProps runs in every build): read back from the worker's file.
    await writeFile(path.join(root, 'content/docs/props.mdx'), page('Props', 'export async function getStaticProps() {\n  return { props: { regions: 2 } }\n}\n\nServed from {props.regions} regions.'))
    return root
  }

  it.each([['with the caches', []], ['without them', ['--no-cache']]])('equal those the build thread writes, %s', async (_, flags) => {
    const root = await withImages()
    const outs = ['on-workers', 'in-thread'].map((name) => path.join(root, name))
    // One after the other from the same files (their times are the pages' dates), each rendering every page.
    for (const [out, threads] of [[outs[0]!, '2'], [outs[1]!, '0']]) {
      for (const cache of ['compiled', 'html']) await rm(path.join(root, '.site-cache', cache), { recursive: true, force: true })
      const result = await runSite(['build', '--root', root, '--out', out!, '--threads', threads!, ...flags])
      expect(result.code, result.stderr).toBe(0)
    }
    const [a, b] = await Promise.all(outs.map(snapshotTree))
    expect(Object.keys(a).filter((file) => file.endsWith('.html')).length).toBeGreaterThan(3)
    expect(a).toEqual(b)
    expect(await readFile(path.join(outs[0]!, 'docs/relative.html'), 'utf8')).toMatch(/src="\/_site\/[^"]*diagram[^"]*\.svg"/)
    if (flags.length) return
    const [recordA, recordB] = await Promise.all(outs.map(async (out) => (await readRecordFile(recordFile(root, out)))?.outputs))
    for (const file of Object.keys(a).filter((name) => name.endsWith('.html'))) expect(recordA?.[file]?.id, file).toMatch(/^[rh]:/)
    expect(recordA?.['docs/props.html']?.id).toMatch(/^h:/)
    expect(recordA).toEqual(recordB)
  })
})

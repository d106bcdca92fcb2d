// A page whose code ends or outruns its worker thread fails with an error naming it; the build
// still renders the other pages and ends with exit status 1 (issue 13, item 5).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

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

// A build without a record (the first after a commit, or into a fresh output folder) takes the
// inline scripts' hashes of the pages it copies from the render cache from the collected log
// (renderer/collected-log.ts), not from reading the pages back; without the log it reads them and
// writes the log again.
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

async function buildWithoutRecord(root: string): Promise<string> {
  await rm(path.join(root, '.site-cache/builds'), { recursive: true, force: true })
  const run = await runSite(['build', '--root', root])
  expect(run.code, run.stderr).toBe(0)
  expect(run.stdout + run.stderr).toContain('0 rendered')
  return readFile(path.join(root, 'dist/_headers'), 'utf8')
}

describe('a build without a record', () => {
  it('takes the hashes of the pages it copies from the log, and reads the pages back without one', async () => {
    const root = await copyFixture('seo')
    const first = await runSite(['build', '--root', root])
    expect(first.code, first.stderr).toBe(0)
    const headers = await readFile(path.join(root, 'dist/_headers'), 'utf8')
    const [engine] = await readdir(path.join(root, '.site-cache/html'))
    const cache = path.join(root, '.site-cache/html', engine!)
    const log = path.join(cache, 'collected.jsonl')
    const lines = (await readFile(log, 'utf8')).trim().split('\n')
    const pages = (await readdir(cache)).filter((name) => name.endsWith('.html'))
    expect(lines.length).toBe(pages.length)
    expect(pages.length).toBeGreaterThan(5)

    // The same headers as the build that rendered the pages, without reading them: a script
    // slipped into a stored page is not among them.
    const slipped = 'window.slipped = true'
    const hash = `'sha256-${createHash('sha256').update(slipped).digest('base64')}'`
    const page = path.join(cache, pages[0]!)
    await writeFile(page, (await readFile(page, 'utf8')).replace('</body>', `<script>${slipped}</script></body>`))
    expect(await buildWithoutRecord(root)).toBe(headers)

    // Without the log the pages are read back (the slipped script is found), and the log is written again.
    await rm(log)
    expect(await buildWithoutRecord(root)).toContain(hash)
    expect((await readFile(log, 'utf8')).trim().split('\n')).toHaveLength(pages.length)
  }, 120_000)
})

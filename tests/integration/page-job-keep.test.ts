// A page job that compiles its page keeps the page's content (code or HTML) where the build says
// (PageJob's `keep`, issue 20): in the compile cache's files, written by the job's own thread, or
// nowhere (no cache). Only the page's facts come back, so a worker does not clone every page's
// content to the main thread. A page with imports comes back whole: the build stores it under a
// key of what its imports hold.
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../cli/config/load.js'
import { createSite, type Site } from '../../renderer/index.js'
import { runPageJob } from '../../renderer/stages/render.js'
import { factsOf, type CompiledPage } from '../../core/compiled-page.js'
import { copyFixture } from '../helpers/cli.js'

async function siteOf(fixture: string): Promise<{ site: Site; root: string }> {
  const root = await copyFixture(fixture)
  return { site: await createSite(await loadConfig(root), { cache: false }), root }
}

function jobOf(site: Site, route: string) {
  const page = site.pageMap.pages.find((p) => p.route === route)
  if (!page) throw new Error(`no page ${route} among ${site.pageMap.pages.map((p) => p.route).join(', ')}`)
  return site.jobs.job(page)
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown

describe('page jobs and the compiled content they keep', { timeout: 120_000 }, () => {
  let basic: { site: Site; root: string }
  let nextra: { site: Site; root: string }
  beforeAll(async () => {
    ;[basic, nextra] = await Promise.all([siteOf('basic'), siteOf('nextra')])
  })

  it('sends the whole compiled page back when the job says nothing', async () => {
    const result = await runPageJob(jobOf(basic.site, '/docs/intro'), basic.site.context)
    expect(result.compiled?.html ?? result.compiled?.code).toBeDefined()
    expect(result.facts).toBeUndefined()
  })

  it('stores the page in the files given, facts first, and sends back its facts alone', async () => {
    const whole = (await runPageJob(jobOf(basic.site, '/docs/intro'), basic.site.context)).compiled!
    const dir = await mkdtemp(path.join(basic.root, 'kept-'))
    const files = { facts: path.join(dir, 'page.facts.json'), page: path.join(dir, 'page.json') }
    const result = await runPageJob({ ...jobOf(basic.site, '/docs/intro'), keep: { store: files } }, basic.site.context)
    expect(result.compiled).toBeUndefined()
    expect(result.html).toContain('<h1')
    expect(json(files.page)).toEqual(JSON.parse(JSON.stringify(whole)))
    expect(json(files.facts)).toEqual(JSON.parse(JSON.stringify(factsOf(whole))))
    expect(result.facts).toEqual(factsOf(whole))
  })

  it('keeps the content nowhere without a cache, and still renders the page', async () => {
    const result = await runPageJob({ ...jobOf(basic.site, '/docs/intro'), keep: 'facts' }, basic.site.context)
    expect(result.compiled).toBeUndefined()
    expect(result.facts?.headings.length).toBeGreaterThan(0)
    expect(result.facts).not.toHaveProperty('html')
    expect(result.facts).not.toHaveProperty('code')
    expect(result.html).toContain('<h1')
  })

  it('sends a page with imports back whole, its files unwritten, for the build to store under its imports', async () => {
    const dir = await mkdtemp(path.join(nextra.root, 'kept-'))
    const files = { facts: path.join(dir, 'page.facts.json'), page: path.join(dir, 'page.json') }
    const result = await runPageJob({ ...jobOf(nextra.site, '/'), keep: { store: files } }, nextra.site.context)
    const compiled: CompiledPage | undefined = result.compiled
    expect(compiled?.dependencies?.length).toBeGreaterThan(0)
    expect(result.facts).toBeUndefined()
    expect(existsSync(files.page) || existsSync(files.facts)).toBe(false)
  })
})

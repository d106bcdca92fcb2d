// `site dev`: a page whose first render starts while a save of it is being applied (the new text is
// still being read) renders the old text once, and the next request the new one. Before, that
// render's compiled page was kept as current, and the page showed the old text until the next
// save (seen in CI as a save made right after the "Serving" line that never showed).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { copyFixture } from '../helpers/cli.js'
import { loadConfig } from '../../cli/config/load.js'
import { closeSite, createSite, renderRoute, update, type Site } from '../../renderer/index.js'
import { createPagePool } from '../../renderer/workers/pool.js'

let site: Site | undefined
afterAll(async () => {
  if (site) await closeSite(site)
})

it('never keeps a page compiled from the text a save is replacing', async () => {
  const root = await copyFixture('basic')
  site = await createSite(await loadConfig(root), { includeDrafts: true, pool: createPagePool(undefined, { threads: 0 }) })
  const file = path.join(root, 'content/docs/guide.md')
  await writeFile(file, `${await readFile(file, 'utf8')}\nSaved while rendering.\n`)
  // The save starts first (it reads the file), the page's first render right after it.
  const applied = update(site, { kind: 'page', file })
  const during = renderRoute(site, '/docs/guide')
  await applied
  expect((await during).status).toBe(200)
  const next = await renderRoute(site, '/docs/guide')
  expect(next.html).toContain('Saved while rendering.')
})

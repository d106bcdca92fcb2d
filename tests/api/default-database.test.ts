/** One default newsletter database: api/node.ts opens the config's default path (core/config/defaults.ts). */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { createNodeApi } from '../../api/node.js'
import { CONFIG_DEFAULTS } from '../../core/config/defaults.js'
import { SiteConfigSchema } from '../../core/config/schema.js'

const cwd = process.cwd()
let dir: string | undefined
afterEach(() => {
  process.chdir(cwd)
  if (dir) rmSync(dir, { recursive: true, force: true })
})

it('createNodeApi without dbPath opens the file the config defaults to', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-default-db-'))
  process.chdir(dir)
  const api = await createNodeApi()
  await api.close()
  const configured = SiteConfigSchema.parse({ siteUrl: 'https://example.com', brand: { name: 'X' }, newsletter: {} }).newsletter!.database
  expect(configured).toBe(CONFIG_DEFAULTS.newsletterDatabase)
  expect(existsSync(path.join(dir, configured))).toBe(true)
})

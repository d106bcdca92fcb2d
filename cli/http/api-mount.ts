/**
 * openApi: the newsletter API for `site serve` and `site dev`, on the embedded SQLite store at
 * `config.newsletter.database` (relative to the project root).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { SiteConfig } from '../config/schema.js'
import type { NodeApi } from '../../api/node.js'

export async function openApi(config: SiteConfig): Promise<NodeApi> {
  const dbPath = path.resolve(config.root, config.newsletter.database)
  await mkdir(path.dirname(dbPath), { recursive: true })
  const { createNodeApi } = await import('../../api/node.js')
  return createNodeApi({ dbPath, corsOrigins: config.newsletter.corsOrigins })
}

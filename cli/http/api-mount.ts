/**
 * openApi: the newsletter API for `site serve` and `site dev`, on the embedded SQLite store at
 * `config.newsletter.database` (relative to the project root); none at all (undefined: nothing is
 * mounted, no store is opened) when the config has no `newsletter`. A store that cannot be written
 * (read-only file or folder, full disk) does not stop the server: the site is served, every API
 * request is answered 503 with a log line, and `off` says why for the start-up message.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { SiteConfig } from '../../core/config/schema.js'
import type { Logger } from '../log.js'

export interface MountedApi {
  /** A node:http request listener for paths under /api/. */
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  close(): Promise<void>
  /** Why sign-ups are off (the store could not be opened for writing); undefined when they work. */
  off?: string
}

export async function openApi(config: SiteConfig, log: Logger): Promise<MountedApi | undefined> {
  const { newsletter } = config
  if (!newsletter) return undefined
  const dbPath = path.resolve(config.root, newsletter.database)
  const { createNodeApi } = await import('../../api/node.js')
  try {
    const { smtp, doubleOptIn, corsOrigins } = newsletter
    // Mails link to the published site: its /api/ reaches this same store when served behind it.
    const optIn = doubleOptIn && smtp ? { siteUrl: config.siteUrl, smtp } : false
    return await createNodeApi({ dbPath, corsOrigins, doubleOptIn: optIn, log })
  } catch (error) {
    if ((error as Error)?.name !== 'StoreUnavailableError') throw error
    return unavailableApi((error as { reason?: string }).reason ?? (error as Error).message, log)
  }
}

/** The API while its store cannot be written: 503 for every request, each logged with the reason. */
async function unavailableApi(reason: string, log: Logger): Promise<MountedApi> {
  const { createUnavailableApi } = await import('../../api/app.js')
  const { getRequestListener } = await import('@hono/node-server')
  const answer = getRequestListener(createUnavailableApi().fetch)
  return {
    off: reason,
    async listener(req, res) {
      log.error('api', `503 ${req.method} ${(req.url ?? '').split('?')[0]}: newsletter store unavailable: ${reason}`)
      await answer(req, res)
    },
    async close() {},
  }
}

/**
 * The answer under /api/ when no API is mounted: GET and HEAD fall through to the site's files (its
 * 404 page); any other method gets a plain 404 too, as for any path where nothing is served.
 */
export function answerNoApi(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end('Not found\n')
  return true
}

/** The start-up line of a server whose API is off. */
export function signUpsOffMessage(off: string): string {
  return `Newsletter sign-ups are off (the API answers 503): the newsletter database ${off}. Fix it and restart.`
}

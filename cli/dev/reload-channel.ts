/**
 * The reload channel of `site dev`: server-sent events at `/__site/events` for pages of this server
 * holding the run's token (DEV-13). It only pushes the site's version and `reload` events; it reads
 * nothing from the client. Every HTML answer carries the reload script with the token and version.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { reloadScript } from './reload-client.js'

export const EVENTS_PATH = '/__site/events'

export interface ReloadChannel {
  /** Answers a request for EVENTS_PATH. */
  connect(req: IncomingMessage, res: ServerResponse, target: string): void
  /** Bumps the version and tells every open tab that `file` (relative to the root) changed. */
  reload(file: string): void
  /** The version of the site as it is now: take it when a request arrives, before anything is rendered. */
  readonly version: number
  /** `html`, rendered from the site at `version`, with the reload script before `</body>`. */
  inject(html: string, version: number): string
  /** Open connections. */
  readonly size: number
  close(): void
}

export function createReloadChannel(): ReloadChannel {
  const token = randomBytes(16).toString('hex')
  const clients = new Set<ServerResponse>()
  /** Bumped after each change is applied: a page rendered from an older version reloads. */
  let version = 0
  return {
    connect(req, res, target) {
      const given = Buffer.from(new URLSearchParams(target.split('?')[1] ?? '').get('token') ?? '')
      const expected = Buffer.from(token)
      const origin = req.headers.origin
      const tokenOk = given.length === expected.length && timingSafeEqual(given, expected)
      if (req.method !== 'GET' || !tokenOk || (origin !== undefined && origin !== `http://${req.headers.host}`)) return void res.writeHead(403).end()
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' })
      res.write(`event: version\ndata: ${version}\n\n`)
      clients.add(res)
      req.on('close', () => clients.delete(res))
    },
    reload(file) {
      version++
      for (const client of clients) client.write(`event: reload\ndata: ${JSON.stringify({ file, version })}\n\n`)
    },
    get version() {
      return version
    },
    inject(html, renderedAt) {
      const script = reloadScript(token, renderedAt)
      const at = html.lastIndexOf('</body>')
      return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at)
    },
    get size() {
      return clients.size
    },
    close() {
      for (const client of clients) client.end()
    },
  }
}

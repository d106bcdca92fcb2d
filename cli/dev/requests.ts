/**
 * The HTTP side of `site dev`: what one request gets (DEV-1 … DEV-19). Host allow-list, checked
 * targets, no cross-site scripts or styles, the reload channel, the API, then the site's files,
 * a page rendered on demand (with its diagnostics logged, or the error overlay), a public file,
 * or the 404 page. Every answer is `no-store`.
 */
import { createReadStream } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '../log.js'
import { answerNoApi, type MountedApi } from '../http/api-mount.js'
import { SECURITY_HEADERS } from '../http/headers.js'
import type { HostPolicy } from '../http/host-check.js'
import { contentType, REFUSED, resolveStatic, checkTarget, trailingSlashLocation } from '../static-files.js'
import { formatDiagnostic, renderRoute, siteFile, type Diagnostic, type Site } from '../../renderer/index.js'
import { overlayDocument } from './overlay.js'
import { EVENTS_PATH, type ReloadChannel } from './reload-channel.js'
import { underBase } from '../http/base-path.js'
import { withBase } from '../../core/base-path.js'

/** Request destinations refused when another site asks for them (`Sec-Fetch-Dest`). */
const NO_CROSS_SITE_DEST = new Set(['script', 'style', 'worker', 'sharedworker', 'serviceworker'])

export interface DevServerParts {
  site: Site
  /** Undefined when the config has no newsletter: /api/ is then answered as a missing route. */
  api: MountedApi | undefined
  hosts: HostPolicy
  /** The real path of content/public, when there is one. */
  publicDir: string | undefined
  reload: ReloadChannel
  log: Logger
}

/** Logs each diagnostic at its severity. */
export function logDiagnostics(log: Logger, diagnostics: Iterable<Diagnostic>): void {
  for (const d of diagnostics) (d.severity === 'error' ? log.error : d.severity === 'info' ? log.info : log.warn)('content', formatDiagnostic(d))
}

/** Returns the request handler of the dev server. */
export function devRequests(parts: DevServerParts): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { site, api, hosts, reload } = parts
  return async (req, res) => {
    // A page that starts rendering before a save is applied shows the old content: it must carry the
    // old version, so that its tab reloads when it hears the new one.
    const version = reload.version
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v)
    res.setHeader('Cache-Control', 'no-store')
    if (!hosts.allows(req.headers.host)) return void res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Forbidden host\n')
    const target = req.url ?? '/'
    const check = checkTarget(target)
    if (check !== 'ok') return void res.writeHead(REFUSED[check].status, { 'Content-Type': 'text/plain' }).end(REFUSED[check].body)
    const pathname = target.split('?')[0]!
    // Another site may not pull our scripts or styles into its page (DEV-11); images stay embeddable.
    if (req.headers['sec-fetch-site'] === 'cross-site' && NO_CROSS_SITE_DEST.has(String(req.headers['sec-fetch-dest']))) {
      return void res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Cross-site request refused\n')
    }
    if (pathname === EVENTS_PATH) return reload.connect(req, res, target)
    if (pathname.startsWith('/api/')) {
      if (api) return api.listener(req, res)
      if (answerNoApi(req, res)) return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    const base = site.config.basePath
    const under = underBase(base, target)
    if (under.kind === 'home') return void res.writeHead(308, { Location: under.location }).end()
    if (under.kind === 'outside') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`Not found: this site is served under ${base}/\n`)
    return siteRequest(parts, under.target, res, version)
  }
}

/** A request for site path `target` (under the basePath): a file the build makes, a page, a public file or the 404 page. */
async function siteRequest(parts: DevServerParts, target: string, res: ServerResponse, version: number): Promise<void> {
  const pathname = target.split('?')[0]!
  const file = await siteFile(parts.site, decodeURIComponent(pathname.slice(1)))
  if (file !== undefined) return void res.writeHead(200, { 'Content-Type': contentType(pathname) }).end(file)
  if (pathname.startsWith('/_site/')) return void res.writeHead(404).end()
  const location = trailingSlashLocation(target)
  if (location !== undefined) return void res.writeHead(308, { Location: withBase(parts.site.config.basePath, location) }).end()
  return page(parts, target, pathname, res, version)
}

/** A page rendered on demand, else a public file, else the 404 page; `version` is the site's when the request arrived. */
async function page(parts: DevServerParts, target: string, pathname: string, res: ServerResponse, version: number): Promise<void> {
  const route = decodeURIComponent(pathname).normalize('NFC')
  const started = performance.now()
  const rendered = await renderRoute(parts.site, route)
  if (rendered.status !== 404) {
    logDiagnostics(parts.log, rendered.diagnostics)
    const html = rendered.html ?? overlayDocument(rendered.diagnostics)
    parts.log.info('dev', `${rendered.status} ${route} (${Math.round(performance.now() - started)} ms)`)
    return void res.writeHead(rendered.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(parts.reload.inject(html, version))
  }
  if (parts.publicDir) {
    const found = await resolveStatic(parts.publicDir, target)
    if (found.kind === 'file') {
      res.writeHead(200, { 'Content-Type': contentType(found.file) })
      return void createReadStream(found.file).pipe(res)
    }
  }
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(parts.reload.inject(rendered.html!, version))
}

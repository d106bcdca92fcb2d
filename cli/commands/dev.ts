/**
 * `site dev`: serves the site from memory on 127.0.0.1, compiling pages on demand; watches
 * content, `_meta`, the config, templates and client code; reloads open tabs after each save.
 * Security (DEV-1 … DEV-19): loopback by default, Host allow-list, reload channel authorised by
 * a per-run token and the Origin, only pages, built assets and public files are ever served.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { watch } from 'chokidar'
import { createLogger, type Logger } from '../log.js'
import { classifyChange, type ChangeKind } from '../dev/changes.js'
import { overlayDocument } from '../dev/overlay.js'
import { reloadScript } from '../dev/reload-client.js'
import { exposureWarning, hostPolicy, isLoopback } from '../http/host-check.js'
import { SECURITY_HEADERS } from '../http/headers.js'
import { answerNoApi, openApi, signUpsOffMessage } from '../http/api-mount.js'
import { listen, ListenError } from '../http/listen.js'
import { contentType, REFUSED, resolveStatic, checkTarget, trailingSlashLocation } from '../static-files.js'
import { closeSite, createSite, engineRoot, formatDiagnostic, planDiagnostics, renderRoute, siteFile, startRenderWorker, update, type Site, type SiteChange } from '../../renderer/index.js'
import { ConfigError, loadConfig } from '../config/load.js'

/** Request destinations refused when another site asks for them (`Sec-Fetch-Dest`). */
const NO_CROSS_SITE_DEST = new Set(['script', 'style', 'worker', 'sharedworker', 'serviceworker'])

/** How long after applying a change the file is checked again for a write still in progress. */
const SETTLE_MS = 120

export interface DevFlags {
  root: string
  port: number
  host: string
  /** Host names answered besides loopback (and, when bound publicly, this machine's own). */
  allowedHosts?: string[]
}

export async function runDev(flags: DevFlags, log: Logger = createLogger()): Promise<number> {
  const root = path.resolve(flags.root)
  const engine = engineRoot()
  let site: Site
  try {
    site = await openSite(root, () => site.config.build.pageTimeout)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    log.error('dev', `${error.message}\nFix the configuration and start site dev again.`)
    return 1
  }
  const logPlanDiagnostics = () => {
    for (const d of planDiagnostics(site)) (d.severity === 'error' ? log.error : d.severity === 'info' ? log.info : log.warn)('content', formatDiagnostic(d))
  }
  logPlanDiagnostics()
  const api = await openApi(site.config, log)
  const token = randomBytes(16).toString('hex')
  const clients = new Set<ServerResponse>()
  /** Bumped after each change is applied: a page rendered from an older version reloads. */
  let version = 0
  const publicDir = await realpath(path.join(site.config.contentDir, 'public')).catch(() => undefined)
  const hosts = hostPolicy(flags.host, flags.allowedHosts)

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log.error('dev', error.stack ?? String(error))
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal error\n')
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    if (pathname === '/__site/events') return events(req, res, target)
    if (pathname.startsWith('/api/')) {
      if (api) return api.listener(req, res)
      if (answerNoApi(req, res)) return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    const file = await siteFile(site, decodeURIComponent(pathname.slice(1)))
    if (file !== undefined) return void res.writeHead(200, { 'Content-Type': contentType(pathname) }).end(file)
    if (pathname.startsWith('/_site/')) return void res.writeHead(404).end()
    const location = trailingSlashLocation(target)
    if (location !== undefined) return void res.writeHead(308, { Location: location }).end()
    const route = decodeURIComponent(pathname).normalize('NFC')
    const started = performance.now()
    const page = await renderRoute(site, route)
    if (page.status !== 404) {
      for (const d of page.diagnostics) (d.severity === 'error' ? log.error : d.severity === 'info' ? log.info : log.warn)('content', formatDiagnostic(d))
      const html = page.html ?? overlayDocument(page.diagnostics)
      log.info('dev', `${page.status} ${route} (${Math.round(performance.now() - started)} ms)`)
      return void res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(injectReload(html, reloadScript(token, version)))
    }
    if (publicDir) {
      const found = await resolveStatic(publicDir, target)
      if (found.kind === 'file') {
        res.writeHead(200, { 'Content-Type': contentType(found.file) })
        const { createReadStream } = await import('node:fs')
        return void createReadStream(found.file).pipe(res)
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(injectReload(page.html!, reloadScript(token, version)))
  }

  /** The reload channel: server-sent events for a page of this server with the run's token. */
  function events(req: IncomingMessage, res: ServerResponse, target: string): void {
    const given = Buffer.from(new URLSearchParams(target.split('?')[1] ?? '').get('token') ?? '')
    const expected = Buffer.from(token)
    const origin = req.headers.origin
    const tokenOk = given.length === expected.length && timingSafeEqual(given, expected)
    // The channel only pushes the site's version and `reload` events; it reads nothing from the client (DEV-13).
    if (req.method !== 'GET' || !tokenOk || (origin !== undefined && origin !== `http://${req.headers.host}`)) return void res.writeHead(403).end()
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' })
    res.write(`event: version\ndata: ${version}\n\n`)
    clients.add(res)
    req.on('close', () => clients.delete(res))
  }

  let port: number
  try {
    port = await listen(server, flags.port, flags.host)
  } catch (error) {
    if (!(error instanceof ListenError)) throw error
    log.error('dev', error.message)
    await closeSite(site)
    await api?.close()
    return 1
  }
  log.info('dev', `Serving ${path.relative(process.cwd(), root) || '.'} at http://${flags.host}:${port} (${site.config.i18n.locales.length} locales)`)
  if (api?.off) log.warn('api', signUpsOffMessage(api.off))
  if (!isLoopback(flags.host)) {
    log.warn('dev', exposureWarning(flags.host, port, `read your drafts and unpublished pages${api ? ', and sign up to the local newsletter store' : ''}`, hosts))
  }

  const watcher = watch([site.config.contentDir, path.join(engine, 'templates'), path.join(engine, 'client')], {
    ignoreInitial: true,
    ignored: (p) => /(^|[/\\])(\.|node_modules)/.test(path.basename(p)) && !p.endsWith('.site-cache'),
  })
  let queue = Promise.resolve()
  /** Size and mtime of each file when its change was last applied. */
  const applied = new Map<string, string>()
  const fingerprint = (file: string) => stat(file).then((i) => `${i.size}:${i.mtimeMs}`, () => 'gone')
  const settleThenApply = (kind: ChangeKind, file: string) => {
    setTimeout(() => void fingerprint(file).then((now) => now !== applied.get(file) && apply(kind, file, true)), SETTLE_MS).unref()
  }
  const apply = (kind: ChangeKind, file: string, settled = false) => {
    queue = queue.then(async () => {
      const started = performance.now()
      const seen = await fingerprint(file)
      // An empty file is most often a save caught between truncating and writing: wait for the write.
      if (seen.startsWith('0:') && !settled) return settleThenApply(kind, file)
      if (seen === applied.get(file) && settled) return
      applied.set(file, seen)
      try {
        await update(site, await siteChange(kind, file, root, engine))
        logPlanDiagnostics()
      } catch (error) {
        log.error('dev', (error as Error).message)
      }
      version++
      for (const client of clients) client.write(`event: reload\ndata: ${JSON.stringify({ file: path.relative(root, file), version })}\n\n`)
      log.info('dev', `${kind} changed: ${path.relative(root, file)}; reloading open tabs over ${clients.size} connection(s) (${Math.round(performance.now() - started)} ms)`)
      // The watcher may fold a later write into the event just handled: look again once it settled.
      settleThenApply(kind, file)
    })
  }
  watcher.on('all', (_event, file) => {
    const kind = classifyChange(site.config, engine, file)
    if (kind) apply(kind, file)
  })

  await new Promise<void>((resolve) => {
    const stop = () => {
      for (const client of clients) client.end()
      const closed = new Promise<void>((done) => server.close(() => done()))
      void Promise.allSettled([watcher.close(), closeSite(site), api?.close(), closed]).then(() => resolve())
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
  return 0
}

/** Adds the reload script before `</body>`. */
function injectReload(html: string, script: string): string {
  const at = html.lastIndexOf('</body>')
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at)
}

/** Loads the configuration and plans the site, drafts included; the render worker warms up meanwhile. */
async function openSite(root: string, pageTimeout: () => number): Promise<Site> {
  const pool = startRenderWorker(pageTimeout)
  try {
    return await createSite(await loadConfig(root), { includeDrafts: true, pool })
  } catch (error) {
    await pool.close()
    throw error
  }
}

/** The renderer's change for a watched file: the configuration is loaded again, the engine rebuilt first. */
async function siteChange(kind: ChangeKind, file: string, root: string, engine: string): Promise<SiteChange> {
  if (kind === 'config' || kind === 'data') return { kind: 'config', config: await loadConfig(root) }
  if (kind === 'engine') {
    const { buildEngine } = (await import(path.join(engine, 'scripts/build-engine.mjs'))) as { buildEngine: () => Promise<void> }
    await buildEngine()
    return { kind: 'engine' }
  }
  return { kind, file }
}

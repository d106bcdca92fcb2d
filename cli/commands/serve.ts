/**
 * `site serve`: serves a built output folder exactly as the static host would: clean URLs,
 * trailing-slash redirects, 404.html with status 404, long caching for hashed assets, text
 * compressed with Brotli or gzip as the client accepts, ETag and Last-Modified with 304 on
 * revalidation, byte ranges (206/416), Content-Type by extension (mrmime).
 */
import { createReadStream, existsSync } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream'
import { createLogger, type Logger } from '../log.js'
import { contentType, REFUSED, resolveStatic } from '../static-files.js'
import { loadHostRules, type HostRules } from '../http/host-rules.js'
import { answerNoApi, openApi, signUpsOffMessage, type MountedApi } from '../http/api-mount.js'
import { listen, ListenError } from '../http/listen.js'
import { drain } from '../http/stop.js'
import { exposureWarning, hostPolicy, isLoopback, type HostPolicy } from '../http/host-check.js'
import { compressor, pickEncoding } from '../http/compression.js'
import { etagFor, isNotModified, rangeOf, validatorsOf } from '../http/conditional.js'
import { ConfigError, loadConfig } from '../config/load.js'
import { underBase } from '../http/base-path.js'
import { withBase } from '../../core/base-path.js'

export interface ServeFlags {
  root: string
  out?: string
  port: number
  host: string
  /** Host names answered besides loopback (and, when bound publicly, this machine's own). */
  allowedHosts?: string[]
}

export async function runServe(flags: ServeFlags, log: Logger = createLogger()): Promise<number> {
  const root = path.resolve(flags.root)
  const outDir = path.resolve(root, flags.out ?? 'dist')
  if (!existsSync(path.join(outDir, 'index.html'))) {
    log.error('serve', `No build found in ${outDir}. Run \`site build\` first.`)
    return 1
  }
  const served = await realpath(outDir)
  let config
  try {
    config = await loadConfig(root)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    log.error('serve', `${error.message}\nFix the configuration and start site serve again.`)
    return 1
  }
  const api = await openApi(config, log)
  const hosts = hostPolicy(flags.host, flags.allowedHosts)
  const rules = await loadHostRules(served)
  const server = createServer((req, res) => {
    handle({ root: served, base: config.basePath, api, hosts, rules }, req, res).catch((error: Error) => {
      // A file removed between lookup and read (a new build landing): answer, never crash.
      log.error('serve', `${req.method} ${req.url}: ${error.message}`)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n')
      else res.destroy()
    })
  })
  let port: number
  try {
    port = await listen(server, flags.port, flags.host)
  } catch (error) {
    if (!(error instanceof ListenError)) throw error
    log.error('serve', error.message)
    await api?.close()
    return 1
  }
  log.info('serve', `Serving ${path.relative(process.cwd(), outDir) || '.'} at http://${flags.host}:${port}`)
  if (api?.off) log.warn('api', signUpsOffMessage(api.off))
  if (!isLoopback(flags.host)) log.warn('serve', exposureWarning(flags.host, port, api ? 'read the site and sign up to the local newsletter store' : 'read the site', hosts))
  await new Promise<void>((resolve) => {
    const stop = () => void drain(server).then(() => api?.close()).then(resolve)
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
  return 0
}

interface Served {
  /** The output folder (its real path). */
  root: string
  /** The config's basePath: the folder is the site under it. */
  base: string
  api: MountedApi | undefined
  hosts: HostPolicy
  rules: HostRules
}

/** Answers one request from an allowed Host: the API under /api/ (when the config has `newsletter`), else a file of the output folder (under the base). */
async function handle({ root, base, api, hosts, rules }: Served, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A page on another site that rebinds its name to this address must get nothing (DEV-9).
  if (!hosts.allows(req.headers.host)) return void res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden host\n')
  if ((req.url ?? '').startsWith('/api/')) {
    if (api) return api.listener(req, res)
    if (answerNoApi(req, res)) return
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const site = underBase(base, req.url ?? '/')
  if (site.kind === 'home') return void res.writeHead(308, { Location: site.location }).end()
  const found = site.kind === 'site' ? await resolveStatic(root, site.target) : ({ kind: 'not-found' } as const)
  if (found.kind === 'bad-request' || found.kind === 'forbidden') {
    res.writeHead(REFUSED[found.kind].status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(REFUSED[found.kind].body)
    return
  }
  if (found.kind === 'redirect') {
    res.writeHead(308, { Location: withBase(base, found.location) }).end()
    return
  }
  // The host's table: `_headers` for every answer, `_redirects` before any file.
  const target = req.url ?? '/'
  const pathname = decodeURIComponent(target.split('?')[0]!)
  const headers = rules.headers(pathname)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  const moved = rules.redirect(pathname)
  if (moved) return void res.writeHead(301, { Location: `${moved}${target.includes('?') ? target.slice(target.indexOf('?')) : ''}` }).end()
  if (found.kind === 'file') return sendFile(req, res, found.file, headers['Cache-Control']!)
  sendBody(req, res, 404, nearestNotFound(root, site.kind === 'site' ? decodeURIComponent(site.target.split('?')[0]!) : '/'), { 'Cache-Control': 'no-store' })
}

/** The 404.html nearest to `pathname` (`/fr/x` → `fr/404.html` when the build has one, as static hosts do), else the root one. */
function nearestNotFound(root: string, pathname: string): string {
  const parts = pathname.split('/').filter((p) => p && p !== '.' && p !== '..')
  for (let n = parts.length - 1; n > 0; n--) {
    const file = path.join(root, ...parts.slice(0, n), '404.html')
    if (existsSync(file)) return file
  }
  return path.join(root, '404.html')
}

/** Sends a file of the build with its validators: 304 when the client's copy is current, 206/416 for a Range. */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cache: string): Promise<void> {
  const stats = await stat(file)
  const v = validatorsOf(stats)
  const revalidation = { 'Cache-Control': cache, 'Last-Modified': v.lastModified, Vary: 'Accept-Encoding' }
  const range = rangeOf(req.headers, stats.size, v)
  // A range is of the stored bytes, so it is sent uncompressed.
  const encoding = range.kind === 'full' ? pickEncoding(req.headers['accept-encoding'], contentType(file)) : undefined
  const headers = { ...revalidation, ETag: etagFor(v, encoding), 'Accept-Ranges': 'bytes' }
  if (isNotModified(req.headers, v)) return void res.writeHead(304, headers).end()
  if (range.kind === 'unsatisfiable') {
    return void res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stats.size}` }).end()
  }
  if (range.kind === 'partial') {
    const { start, end } = range
    return sendBody(req, res, 206, file, { ...headers, 'Content-Range': `bytes ${start}-${end}/${stats.size}`, 'Content-Length': String(end - start + 1) }, { start, end })
  }
  sendBody(req, res, 200, file, encoding ? headers : { ...headers, 'Content-Length': String(stats.size) }, undefined, encoding)
}

/** Writes the status and headers, then (unless HEAD) the file or its byte range, compressed when `encoding` says. */
function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
  headers: Record<string, string>,
  range?: { start: number; end: number },
  encoding = range ? undefined : pickEncoding(req.headers['accept-encoding'], contentType(file)),
): void {
  res.writeHead(status, {
    'Content-Type': contentType(file),
    Vary: 'Accept-Encoding',
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
  if (req.method === 'HEAD') return void res.end()
  const body = createReadStream(file, range)
  if (encoding) pipeline(body, compressor(encoding), res, () => {})
  else pipeline(body, res, () => {})
}

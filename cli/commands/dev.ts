/**
 * `site dev`: serves the site from memory on 127.0.0.1, compiling pages on demand; watches
 * content, `_meta`, the config, templates and client code; reloads open tabs after each save.
 * Security (DEV-1 … DEV-19): loopback by default, Host allow-list, reload channel authorised by
 * a per-run token and the Origin, only pages, built assets and public files are ever served.
 * This file wires the parts: cli/dev/requests.ts answers requests, cli/dev/reload-channel.ts
 * keeps open tabs current, cli/dev/watch.ts applies saved files to the site.
 */
import { realpath } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { FSWatcher } from 'chokidar'
import path from 'node:path'
import { createLogger, type Logger } from '../log.js'
import { createReloadChannel, type ReloadChannel } from '../dev/reload-channel.js'
import { devRequests, logDiagnostics } from '../dev/requests.js'
import { watchSite } from '../dev/watch.js'
import { exposureWarning, hostPolicy, isLoopback } from '../http/host-check.js'
import { openApi, signUpsOffMessage } from '../http/api-mount.js'
import { listen, ListenError } from '../http/listen.js'
import { cut } from '../http/stop.js'
import { closeSite, createSite, engineRoot, planDiagnostics, startRenderWorker, type Site } from '../../renderer/index.js'
import { ConfigError, loadConfig } from '../config/load.js'

export interface DevFlags {
  root: string
  port: number
  host: string
  /** Host names answered besides loopback (and, when bound publicly, this machine's own). */
  allowedHosts?: string[]
}

export async function runDev(flags: DevFlags, log: Logger = createLogger()): Promise<number> {
  const root = path.resolve(flags.root)
  let site: Site
  try {
    site = await openSite(root, () => site.config.build.pageTimeout)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    log.error('dev', `${error.message}\nFix the configuration and start site dev again.`)
    return 1
  }
  logDiagnostics(log, planDiagnostics(site))
  const api = await openApi(site.config, log)
  const reload = createReloadChannel()
  const publicDir = await realpath(path.join(site.config.contentDir, 'public')).catch(() => undefined)
  const hosts = hostPolicy(flags.host, flags.allowedHosts)
  const handle = devRequests({ site, api, hosts, publicDir, reload, log })
  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log.error('dev', error.stack ?? String(error))
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal error\n')
    })
  })
  const watcher = await startWatching(site, root, log, reload)
  let port: number
  try {
    port = await listen(server, flags.port, flags.host)
  } catch (error) {
    if (!(error instanceof ListenError)) throw error
    log.error('dev', error.message)
    await watcher.close()
    await closeSite(site)
    await api?.close()
    return 1
  }
  log.info('dev', `Serving ${path.relative(process.cwd(), root) || '.'} at http://${flags.host}:${port} (${site.config.i18n.locales.length} locales)`)
  if (api?.off) log.warn('api', signUpsOffMessage(api.off))
  if (!isLoopback(flags.host)) {
    log.warn('dev', exposureWarning(flags.host, port, `read your drafts and unpublished pages${api ? ', and sign up to the local newsletter store' : ''}`, hosts))
  }
  await new Promise<void>((resolve) => {
    const stop = () => {
      reload.close()
      void Promise.allSettled([watcher.close(), closeSite(site), api?.close(), cut(server)]).then(() => resolve())
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
  return 0
}

/**
 * Watches the site and applies each save, reloading open tabs; resolves once every watched folder
 * has been read. Before that, a save was lost: chokidar misses changes in folders it has not read
 * yet, and on a busy machine that took seconds after the "Serving" line.
 */
async function startWatching(site: Site, root: string, log: Logger, reload: ReloadChannel): Promise<FSWatcher> {
  const watcher = watchSite({
    site,
    root,
    engine: engineRoot(),
    log,
    onApplied(kind, file, ok, ms) {
      if (ok) logDiagnostics(log, planDiagnostics(site))
      reload.reload(path.relative(root, file))
      log.info('dev', `${kind} changed: ${path.relative(root, file)}; reloading open tabs over ${reload.size} connection(s) (${Math.round(ms)} ms)`)
    },
  })
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
  return watcher
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

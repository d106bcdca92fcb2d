/**
 * The watcher of `site dev`: content, the files pages import from outside it, the engine's templates and client code. Each change is
 * applied to the site in order (`update`, renderer/index.ts), then `onApplied` runs (open tabs
 * reload). A file is applied only when what it holds differs from what was last applied, so the
 * several events of one save give one reload. An empty page, `_meta`, data or configuration file
 * is never applied: an editor's save truncates, then writes, and a render between the two steps
 * showed an empty page (DEV-17); the write that follows is the change. A write the watcher folded
 * into the event just handled is caught by looking at the file again once it settled.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { watch, type FSWatcher } from 'chokidar'
import { update, type Site, type SiteChange } from '../../renderer/index.js'
import { loadConfig } from '../config/load.js'
import type { Logger } from '../log.js'
import { classifyChange, type ChangeKind } from './changes.js'

/** How long after handling a change the file is looked at again, for a write the watcher folded into that event. */
const SETTLE_MS = 120
/** How often the files pages import from outside content/ (components/, styles) are looked for, to watch them too. */
const DEPENDENCY_SCAN_MS = 500

export interface WatchOptions {
  site: Site
  root: string
  engine: string
  log: Logger
  /** After each change, with whether the site took it and how long that took. */
  onApplied(kind: ChangeKind, file: string, ok: boolean, ms: number): void
}

export function watchSite(options: WatchOptions): FSWatcher {
  const { site, root, engine, log } = options
  const watcher = watch([site.config.contentDir, path.join(engine, 'templates'), path.join(engine, 'client')], {
    ignoreInitial: true,
    ignored: (p) => /(^|[/\\])(\.|node_modules)/.test(path.basename(p)) && !p.endsWith('.site-cache'),
  })
  // Files pages import from outside content/ (`../components/x.tsx`) are watched once a page compiled with them.
  const outside = new Set<string>()
  const watchOutside = () => {
    const added = outsideDependencies(site).filter((file) => !outside.has(file))
    for (const file of added) outside.add(file)
    if (added.length) watcher.add(added)
  }
  const scan = setInterval(watchOutside, DEPENDENCY_SCAN_MS)
  scan.unref()
  const close = watcher.close.bind(watcher)
  watcher.close = () => {
    clearInterval(scan)
    return close()
  }
  let queue = Promise.resolve()
  /** What each file held when its change was last applied (see `fingerprint`). */
  const applied = new Map<string, string>()
  const lookAgainLater = (kind: ChangeKind, file: string) => {
    setTimeout(() => apply(kind, file, true), SETTLE_MS).unref()
  }
  const apply = (kind: ChangeKind, file: string, lookingAgain = false) => {
    queue = queue.then(async () => {
      const started = performance.now()
      const seen = await fingerprint(file)
      if (seen === applied.get(file)) return
      if (seen === EMPTY && !EMPTY_IS_CONTENT.has(kind)) {
        if (lookingAgain) return
        log.info('dev', `${path.relative(root, file)} is empty: the site keeps its last content until it is saved with some`)
        return lookAgainLater(kind, file)
      }
      applied.set(file, seen)
      let ok = true
      try {
        await update(site, await siteChange(kind, file, root, engine))
      } catch (error) {
        ok = false
        log.error('dev', (error as Error).message)
      }
      options.onApplied(kind, file, ok, performance.now() - started)
      lookAgainLater(kind, file)
    })
  }
  watcher.on('all', (_event, file) => {
    const kind = classifyChange(site.config, engine, file) ?? (outside.has(file) ? 'dependency' : undefined)
    if (kind) apply(kind, file)
  })
  return watcher
}

const EMPTY = 'empty'
/** Kinds of file that may be empty for good (an empty public file, an empty stylesheet); a page, `_meta`, data or configuration never is. */
const EMPTY_IS_CONTENT = new Set<ChangeKind>(['public', 'dependency', 'engine'])

/** What a file holds: a hash of its bytes, EMPTY, a folder's mtime, or `gone`. */
async function fingerprint(file: string): Promise<string> {
  const info = await stat(file).catch(() => undefined)
  if (!info) return 'gone'
  if (info.isDirectory()) return `folder:${info.mtimeMs}`
  const bytes = await readFile(file).catch(() => undefined)
  if (!bytes) return 'gone'
  return bytes.length === 0 ? EMPTY : createHash('sha256').update(bytes).digest('hex')
}

/** Absolute paths of the files compiled pages and the site's components import from outside content/ (never node_modules). */
function outsideDependencies(site: Site): string[] {
  const { root, contentDir } = site.config
  const files = new Set<string>(site.components.loaded?.dependencies ?? [])
  for (const compiled of site.live.compiled.values()) for (const file of compiled.dependencies ?? []) files.add(file)
  // A _meta read from outside content/ (Nextra 4's app/_meta.global.*, stages/scan.ts).
  for (const meta of site.tree.metas) if (meta.absPath) files.add(path.relative(root, meta.absPath))
  return [...files]
    .map((file) => path.resolve(root, file))
    .filter((file) => !file.startsWith(contentDir + path.sep) && !file.split(path.sep).includes('node_modules'))
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

/**
 * `site publish`: uploads a build to an S3-compatible bucket, incrementally and in an order that
 * keeps the live site whole: hashed assets, then other files, then pages (HTML, sitemap, feeds);
 * the manifest; deletions last, hashed assets of earlier releases kept for a grace period. A
 * crash or Ctrl+C at any point leaves every live page with its assets, and the next run finishes.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createLogger, type Logger } from '../log.js'
import { ConfigError, loadConfig, CONFIG_FILE } from '../config/load.js'
import type { SiteConfig } from '../../core/config/schema.js'
import { CLASS_ORDER, localObjects, type LocalObject } from '../publish/local-files.js'
import { MANIFEST_KEY, parseManifest, planCleanup, type Manifest } from '../publish/manifest.js'
import { openBucket, type Bucket } from '../publish/bucket.js'
import { runPool } from '../publish/pool.js'
import { createProgress, formatBytes } from '../publish/progress.js'

export interface PublishFlags {
  root: string
  out?: string
  bucket?: string
  prefix?: string
  endpoint?: string
  region?: string
  dryRun?: boolean
  concurrency?: number
  json?: boolean
  assetGraceHours?: number
}

interface Settings {
  outDir: string
  bucket: string
  prefix: string
  /** The site's basePath: `_headers` and `_redirects` name its paths under it. */
  base: string
  endpoint?: string
  region?: string
  concurrency: number
  graceMs: number
}

export interface PublishSummary {
  bucket: string
  prefix: string
  dryRun: boolean
  uploaded: string[]
  unchanged: number
  deleted: string[]
  retained: string[]
  failed: string[]
  bytesUploaded: number
  bytesUnchanged: number
  interrupted: boolean
  ms: number
}

export async function runPublish(flags: PublishFlags, log: Logger = createLogger()): Promise<number> {
  const root = path.resolve(flags.root)
  let config: SiteConfig | undefined
  if (existsSync(path.join(root, CONFIG_FILE))) {
    try {
      config = await loadConfig(root)
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      log.error('publish', `${error.message}\nFix the configuration and run site publish again.`)
      return 1
    }
  }
  const settings = settingsOf(root, flags, config)
  if (typeof settings === 'string') {
    log.error('publish', settings)
    return 2
  }
  if (!existsSync(path.join(settings.outDir, 'index.html'))) {
    log.error('publish', `No build found in ${settings.outDir}. Run \`site build\` first.`)
    return 1
  }
  const bucket = openBucket(settings)
  try {
    const summary = await publish(settings, bucket, { dryRun: Boolean(flags.dryRun), json: Boolean(flags.json) })
    report(summary, flags, log)
    return summary.interrupted ? 130 : summary.failed.length ? 1 : 0
  } catch (error) {
    log.error('publish', `Publishing to s3://${settings.bucket}/${settings.prefix} failed: ${(error as Error).message}`)
    return 1
  } finally {
    bucket.close()
  }
}

/** Flags over the config's `publish` settings; a string is a usage error. */
function settingsOf(root: string, flags: PublishFlags, config: SiteConfig | undefined): Settings | string {
  const fromConfig = config?.publish ?? {}
  const bucket = flags.bucket ?? fromConfig.bucket
  if (!bucket) return 'site publish needs a bucket: pass --bucket NAME or set publish.bucket in the config.'
  // A site served under a basePath is published under it unless a prefix is given (`--prefix ''`: the bucket is the site).
  const rawPrefix = (flags.prefix ?? fromConfig.prefix ?? config?.basePath ?? '').replace(/^\/+/, '')
  return {
    outDir: path.resolve(root, flags.out ?? 'dist'),
    bucket,
    prefix: rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix,
    base: config?.basePath ?? '',
    endpoint: flags.endpoint ?? fromConfig.endpoint,
    region: flags.region ?? fromConfig.region,
    concurrency: flags.concurrency ?? fromConfig.concurrency ?? 8,
    graceMs: (flags.assetGraceHours ?? fromConfig.assetGraceHours ?? 24) * 3600_000,
  }
}

/** The whole publish: compare, upload class by class, manifest, then deletions. */
async function publish(s: Settings, bucket: Bucket, mode: { dryRun: boolean; json: boolean }): Promise<PublishSummary> {
  const started = performance.now()
  const objects = await localObjects(s.outDir, s.prefix, s.base)
  const manifestKey = s.prefix + MANIFEST_KEY
  const previous = parseManifest(await bucket.getText(manifestKey))
  const uploads = await changedObjects(objects, previous, bucket, s.concurrency)
  const cleanup = planCleanup(previous, new Set(objects.map((o) => o.key)), Date.now(), s.graceMs)
  const summary: PublishSummary = {
    bucket: s.bucket,
    prefix: s.prefix,
    dryRun: mode.dryRun,
    uploaded: uploads.map((o) => o.key),
    unchanged: objects.length - uploads.length,
    deleted: cleanup.remove,
    retained: Object.keys(cleanup.retired).sort(),
    failed: [],
    bytesUploaded: uploads.reduce((n, o) => n + o.size, 0),
    bytesUnchanged: objects.reduce((n, o) => n + o.size, 0) - uploads.reduce((n, o) => n + o.size, 0),
    interrupted: false,
    ms: 0,
  }
  if (mode.dryRun) return { ...summary, ms: performance.now() - started }
  let interrupted = false
  const interrupt = () => (interrupted = true)
  process.once('SIGINT', interrupt)
  process.once('SIGTERM', interrupt)
  try {
    const progress = createProgress(uploads.length, summary.bytesUploaded, mode.json ? null : process.stderr)
    for (const objectClass of CLASS_ORDER) {
      await runPool(uploads.filter((o) => o.class === objectClass), s.concurrency, async (object) => {
        await bucket.put(object).then(() => progress.done(object.size), () => summary.failed.push(object.key))
      }, () => interrupted)
      // Pages go up only once every asset they name is there; deletions only after every page.
      if (summary.failed.length || interrupted) break
    }
    progress.end()
    if (summary.failed.length || interrupted) return { ...summary, deleted: [], interrupted, ms: performance.now() - started }
    const next = manifestOf(objects, cleanup.retired, cleanup.remove)
    const manifestChanged = JSON.stringify({ ...next, publishedAt: '' }) !== JSON.stringify({ ...previous, publishedAt: '' })
    // Written before deleting: a crash during deletion leaves them listed in pendingDeletes for the next run.
    if (manifestChanged) await bucket.putText(manifestKey, JSON.stringify(next), 'application/json')
    if (cleanup.remove.length) {
      const failedDeletes = await bucket.remove(cleanup.remove)
      summary.failed.push(...failedDeletes)
      summary.deleted = cleanup.remove.filter((k) => !failedDeletes.includes(k))
      await bucket.putText(manifestKey, JSON.stringify({ ...next, pendingDeletes: failedDeletes }), 'application/json')
    }
    return { ...summary, ms: performance.now() - started }
  } finally {
    process.off('SIGINT', interrupt)
    process.off('SIGTERM', interrupt)
  }
}

/**
 * The objects to upload: those whose hash differs from the manifest's, unless the bucket already
 * holds those bytes (a HEAD of the stored hash: what an interrupted run left behind).
 */
async function changedObjects(objects: LocalObject[], previous: Manifest, bucket: Bucket, concurrency: number): Promise<LocalObject[]> {
  const candidates = objects.filter((o) => previous.objects[o.key]?.sha256 !== o.sha256)
  const changed = new Set<LocalObject>()
  await runPool(candidates, concurrency * 2, async (object) => {
    if ((await bucket.storedHash(object.key)) !== object.sha256) changed.add(object)
  })
  return objects.filter((o) => changed.has(o))
}

function manifestOf(objects: LocalObject[], retired: Record<string, number>, pendingDeletes: string[]): Manifest {
  const entries = Object.fromEntries(objects.map((o) => [o.key, { sha256: o.sha256, size: o.size, class: o.class }]))
  return { version: 1, publishedAt: new Date().toISOString(), objects: entries, retired, pendingDeletes }
}

/** Prints the summary: JSON with --json, else what changed and what would (dry run) or failed. */
function report(summary: PublishSummary, flags: PublishFlags, log: Logger): void {
  if (flags.json) return void process.stdout.write(`${JSON.stringify({ ...summary, ms: Math.round(summary.ms) }, null, 2)}\n`)
  const where = `s3://${summary.bucket}/${summary.prefix}`
  if (summary.dryRun) {
    for (const key of summary.uploaded) log.info('publish', `would upload ${key}`)
    for (const key of summary.deleted) log.info('publish', `would delete ${key}`)
    log.info('publish', `Dry run for ${where}: ${summary.uploaded.length} to upload (${formatBytes(summary.bytesUploaded)}), ${summary.unchanged} unchanged, ${summary.deleted.length} to delete; nothing was changed.`)
    return
  }
  if (summary.interrupted) return log.warn('publish', `Interrupted. The live site is consistent; run site publish again to finish.`)
  if (summary.failed.length) {
    log.error('publish', `Publishing to ${where} failed for ${summary.failed.length} object(s); the live site is consistent, run site publish again:\n${summary.failed.map((k) => `  ${k}`).join('\n')}`)
    return
  }
  const retained = summary.retained.length ? `, ${summary.retained.length} earlier asset(s) kept for their grace period` : ''
  log.info(
    'publish',
    `Published to ${where} in ${(summary.ms / 1000).toFixed(1)} s: ${summary.uploaded.length} uploaded (${formatBytes(summary.bytesUploaded)}), ${summary.unchanged} unchanged (${formatBytes(summary.bytesUnchanged)}), ${summary.deleted.length} deleted${retained}.`,
  )
}

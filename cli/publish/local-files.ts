/**
 * What a publish uploads: every file of the output folder as an object, with its content hash,
 * its class (hashed asset, other file, page) and its metadata. HTML pages are also stored under
 * their extensionless key (`docs/intro`) so clean URLs work on plain bucket website hosting.
 * Private files (dotfiles, keys, `.env*`), source maps and symlinks are never published.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { isPrivateName } from '../../renderer/private-files.js'
import { headerRules, headersFor, parseHeadersFile, type HeaderRule } from '../../renderer/security/headers.js'
import { parseRedirectsFile } from '../../renderer/security/redirects.js'
import { contentType } from '../static-files.js'

/** Upload order: hashed assets first, then other files, pages (HTML, sitemap, feeds) last. */
export type ObjectClass = 'asset' | 'file' | 'page'
export const CLASS_ORDER: readonly ObjectClass[] = ['asset', 'file', 'page']

export interface LocalObject {
  /** Bucket key (prefix included). */
  key: string
  file: string
  size: number
  /** SHA-256 hex of the bytes, kept in the object's metadata and the manifest. */
  sha256: string
  class: ObjectClass
  contentType: string
  cacheControl: string
  /** Set on a redirect page: stored as x-amz-website-redirect-location. */
  redirect?: string
}

/** Pages are HTML, sitemaps, feeds and robots.txt: what links to everything else, so uploaded last. */
function classOf(rel: string): ObjectClass {
  if (/(^|\/)_site\//.test(rel)) return 'asset'
  const name = path.posix.basename(rel)
  if (/\.(html|xml)$/.test(name) || name === 'feed.json' || name === 'robots.txt') return 'page'
  return 'file'
}

/** The build's header table (`_headers`, the one `site serve` sends); a build without one gets the default table. */
async function headerTable(outDir: string): Promise<HeaderRule[]> {
  const text = await readFile(path.join(outDir, '_headers'), 'utf8').catch(() => undefined)
  return text === undefined ? headerRules([], []) : parseHeadersFile(text)
}

/** The build's redirects (`_redirects`, the ones `site serve` answers): old route → new route; none for a build without the file. */
async function redirectTable(outDir: string): Promise<Map<string, string>> {
  return parseRedirectsFile((await readFile(path.join(outDir, '_redirects'), 'utf8').catch(() => undefined)) ?? '')
}

/** True for files never published: private names in any segment, source maps. */
function isExcluded(rel: string): boolean {
  return rel.split('/').some(isPrivateName) || rel.endsWith('.map')
}

/** The SHA-256 hex of a file, streamed. */
function hashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Relative POSIX paths of the regular files under `dir` (symlinks are skipped, never followed). */
async function listFiles(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...(await listFiles(dir, child)))
    else if (entry.isFile()) out.push(child)
  }
  return out
}

/**
 * The objects of the output folder `outDir` under `prefix` (`''` or ending in `/`). The page of
 * each old route of the build's `_redirects` carries its target as S3 website redirect metadata.
 * `basePath` is the site's, which the paths of `_headers` and `_redirects` start with.
 */
export async function localObjects(outDir: string, prefix: string, basePath = ''): Promise<LocalObject[]> {
  if (!(await lstat(outDir)).isDirectory()) throw new Error(`${outDir} is not a folder`)
  const objects: LocalObject[] = []
  const [rules, redirects] = await Promise.all([headerTable(outDir), redirectTable(outDir)])
  const cacheControl = (rel: string) => headersFor(`${basePath}/${rel}`, rules)['Cache-Control']!
  for (const rel of (await listFiles(outDir)).filter((r) => !isExcluded(r)).sort()) {
    const file = path.join(outDir, rel)
    const size = (await lstat(file)).size
    const sha256 = await hashFile(file)
    const redirect = rel.endsWith('.html') ? redirects.get(`${basePath}/${rel.slice(0, -5)}`) : undefined
    const base = { file, size, sha256, class: classOf(rel), contentType: contentType(rel), cacheControl: cacheControl(rel), ...(redirect ? { redirect } : {}) }
    objects.push({ key: prefix + rel, ...base })
    // docs/intro.html is also docs/intro; index.html and 404.html stay as the host expects them.
    if (rel.endsWith('.html') && rel !== 'index.html' && rel !== '404.html') objects.push({ key: prefix + rel.slice(0, -5), ...base })
  }
  return objects
}

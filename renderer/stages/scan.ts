/**
 * Scan: reads the content folder into plain data (pages, `_meta` and `_category_` files, public files) and adds
 * the virtual files of the configured generators.
 *
 *   content/ ──scanContent──▶ ContentTree
 *
 * All file-system reading of the build happens here. A symlink is judged by its real target
 * (`private-files.ts`, the rule `site dev` and `site serve` apply too): one that leads outside
 * content/ or to a private file is an error and is never read; loops are skipped with a warning
 * (BLD-17). Files that are too large, binary or not UTF-8 are errors (BLD-14, BLD-15).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { lstat, readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Generator } from '../../core/config/schema.js'
import type { ContentFile } from '../../core/page-map.js'
import type { Report } from '../diagnostics.js'
import { firstInvalidUtf8Offset } from '../utf8.js'
import { isPrivateName, isWindowsAlias, realPathProblem } from '../private-files.js'
import { entryPath, isInside, posixRelative, toPosix } from '../paths.js'
import type { RuleId } from '../../core/diagnostics/rules.js'
import { HISTORY_FILE, type RouteHistory } from '../redirects/route-history.js'
import { parseHistory } from '../redirects/history-file.js'
import { noSourcePack, type FileStamp, type SourcePack } from '../source-pack.js'
import { CATEGORY_FILE } from './categories.js'

export const MAX_CONTENT_BYTES = 4 * 1024 * 1024


export interface PublicFile {
  relPath: string
  absPath: string
}

export interface ContentTree {
  /** `.mdx` and `.md` pages. */
  pages: ContentFile[]
  /** `_meta.json`, `.js`, `.ts`, `.jsx`, `.tsx` and `_meta.global.*` files (JS/TS ones carry their absolute path in `absPath`). */
  metas: Array<ContentFile & { absPath?: string }>
  publicFiles: PublicFile[]
  /** Docusaurus's `_category_.json` / `.yml` files (categories.ts). */
  categories?: ContentFile[]
  /** The committed route history (`.site-routes.json`); empty when the content has none yet. */
  routeHistory: RouteHistory
}

const PAGE_EXT = /\.(mdx|md)$/
const META_FILE = /(^|\/)_meta(\.[a-z]{2,3}(-[A-Za-z0-9]+)*)?\.(json|js|ts|jsx|tsx)$|(^|\/)_meta\.global\.(js|ts|jsx|tsx)$/
/** Any other file named `_meta.…`: not read, and said so. */
const OTHER_META = /(^|\/)_meta\.[^/]+$/
/** Folders of the content root that hold no pages. */
const NON_PAGE_DIRS = new Set(['public', 'data'])

/** Reads every page, `_meta` file and public file under `contentDir`. */
export async function scanContent(
  opts: { root: string; contentDir: string; generators: Generator[]; sources?: SourcePack; stat?: (file: string) => FileStamp | undefined },
  report: Report,
): Promise<ContentTree> {
  const tree: ContentTree = { pages: [], metas: [], publicFiles: [], categories: [], routeHistory: readRouteHistory(opts.root, opts.contentDir, report) }
  const contentReal = await realpath(opts.contentDir)
  const contentPrefix = posixRelative(opts.root, opts.contentDir)
  const files = (await walk(opts.contentDir, contentReal, report, opts.root)).map(({ absPath, rel: raw }) => {
    const rel = raw.normalize('NFC')
    return { absPath, rel, kind: kindOf(rel), displayPath: contentPrefix ? `${contentPrefix}/${raw}` : raw }
  })
  // Read synchronously: content files are small and usually in the page cache, where a blocking
  // read costs a few microseconds and a promise-based one a thread-pool round trip (10,000 pages:
  // ~100 ms against ~550 ms with 64 reads in flight).
  const sources = opts.sources ?? noSourcePack
  const texts = files.map((f) => (f.kind === 'page' || f.kind === 'meta' || f.kind === 'category' ? readText(f.absPath, { rel: f.rel, sources, stamp: opts.stat?.(f.displayPath) }) : undefined))
  for (const [index, { absPath, rel, kind, displayPath }] of files.entries()) {
    const text = texts[index]
    if (kind === 'public' && rel.split('/').some(isPrivateName)) {
      report.warn({ file: displayPath, reason: 'Not published: dotfiles and key or certificate files in public/ are never copied to the build', ruleId: 'content/private-file', source: 'site', hint: 'Move the file out of content/public/.' })
    } else if (kind === 'public' && rel.split('/').some(isWindowsAlias)) {
      report.warn({ file: displayPath, reason: 'Not published: Windows reads this name as another file’s (a trailing dot or space, a `:` stream, an 8.3 short name such as ENV~1), so site serve and site dev refuse it', ruleId: 'content/private-file', source: 'site', hint: 'Rename the file without the trailing dot or space, `:` or `~1`.' })
    } else if (kind === 'public') tree.publicFiles.push({ relPath: rel.slice('public/'.length), absPath })
    else if (kind === 'unsupported-meta') report.warn({ file: displayPath, reason: 'Unsupported _meta file: not read', ruleId: 'meta/unsupported-file', source: 'site', hint: 'Name it _meta.json, _meta.js, _meta.ts, _meta.jsx or _meta.tsx (_meta.<locale>.json for a locale, _meta.global.* at the content root).' })
    else if (text && 'problem' in text) report.error({ file: displayPath, ...text.problem })
    else if (kind === 'meta') tree.metas.push({ relPath: rel, displayPath, source: text?.source ?? '', generated: false, absPath })
    else if (kind === 'category') tree.categories!.push({ relPath: rel, displayPath, source: text?.source ?? '', generated: false })
    else if (kind === 'page') tree.pages.push({ relPath: rel, displayPath, source: text!.source, generated: false, modified: text!.modified })
  }
  const appGlobal = tree.metas.some((m) => /^_meta\.global\./.test(m.relPath)) ? undefined : appGlobalMeta(opts.root)
  if (appGlobal) tree.metas.push(appGlobal)
  for (const [index, generator] of opts.generators.entries()) {
    for (const file of await runGenerator(generator, index, opts, report)) {
      const rel = toPosix(file.path).normalize('NFC')
      const displayPath = `${posixRelative(opts.root, opts.contentDir)}/${rel} (generated)`
      const item = { relPath: rel, displayPath, source: file.source, generated: true }
      if (META_FILE.test(rel)) tree.metas.push(item)
      else tree.pages.push(item)
    }
  }
  const byPath = (a: { relPath: string }, b: { relPath: string }) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0)
  tree.pages.sort(byPath)
  tree.metas.sort(byPath)
  tree.categories!.sort(byPath)
  tree.publicFiles.sort(byPath)
  return tree
}

/**
 * Nextra 4's `_meta.global.*` where Nextra 4 reads it, in the App Router folder (`app/` or
 * `src/app/` of the project), when content/ has none: it orders and titles the whole tree.
 */
function appGlobalMeta(root: string): ContentTree['metas'][number] | undefined {
  for (const dir of ['app', 'src/app']) {
    for (const ext of ['js', 'jsx', 'ts', 'tsx']) {
      const absPath = path.join(root, dir, `_meta.global.${ext}`)
      if (!existsSync(absPath)) continue
      const text = readText(absPath)
      if (text && 'source' in text) return { relPath: `_meta.global.${ext}`, displayPath: `${dir}/_meta.global.${ext}`, source: text.source, generated: false, absPath }
    }
  }
  return undefined
}

/**
 * The route history of the content folder. A file that is not one fails the build (which would
 * otherwise write a new history over it and lose every old route).
 */
function readRouteHistory(root: string, contentDir: string, report: Report): RouteHistory {
  const file = path.join(contentDir, HISTORY_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { pages: {} }
  }
  const parsed = parseHistory(text)
  if ('history' in parsed) return parsed.history
  report.error({
    file: posixRelative(root, file),
    ...parsed.problem,
    ruleId: 'redirects/history-invalid',
    source: 'site',
    sourceText: text,
    hint: `Restore the committed file (git checkout -- ${posixRelative(root, file)}), or delete it to start a new history (its old routes then get no redirect).`,
  })
  return { pages: {} }
}

/**
 * The files of one configured generator. One that throws (a missing data file) or returns
 * something else than a list is an error at its entry in the config, naming it; never a stack.
 */
async function runGenerator(generator: Generator, index: number, opts: { root: string; contentDir: string }, report: Report): Promise<Array<{ path: string; source: string }>> {
  const name = generator.name || `generators[${index}]`
  try {
    const files: unknown = await generator({ contentDir: opts.contentDir })
    if (Array.isArray(files)) return files as Array<{ path: string; source: string }>
    throw new Error(`it returned ${files === null ? 'null' : typeof files}, not a list of { path, source } files`)
  } catch (error) {
    const configFile = path.join(opts.contentDir, 'site.config.ts')
    const sourceText = (() => {
      try {
        return readFileSync(configFile, 'utf8')
      } catch {
        return undefined
      }
    })()
    report.error({
      file: posixRelative(opts.root, configFile),
      ...generatorPosition(sourceText, name),
      reason: `Generator \`${name}\` failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      ruleId: 'config/generator-failed',
      source: 'config',
      hint: 'Fix the generator or the data it reads (run with SITE_DEBUG=1 to print its stack trace); pages it makes are missing until then.',
      sourceText,
    })
    if (process.env.SITE_DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
    return []
  }
}

/** Line and column of `name` in the config's `generators` list, or of the list. */
function generatorPosition(sourceText: string | undefined, name: string): { line?: number; column?: number } {
  const lines = sourceText?.split('\n') ?? []
  const listLine = lines.findIndex((l) => /\bgenerators\s*:/.test(l))
  if (listLine === -1) return {}
  const word = new RegExp(`\\b${name.replace(/[^\w$]/g, '')}\\b`)
  for (let i = listLine; i < lines.length; i++) {
    const at = lines[i]!.slice(i === listLine ? lines[i]!.indexOf('generators') : 0).search(word)
    if (at !== -1) return { line: i + 1, column: at + 1 + (i === listLine ? lines[i]!.indexOf('generators') : 0) }
  }
  return { line: listLine + 1, column: lines[listLine]!.indexOf('generators') + 1 }
}

/** What a content-relative path is to the scan; undefined for files it skips. */
function kindOf(rel: string): 'public' | 'meta' | 'unsupported-meta' | 'category' | 'page' | undefined {
  const top = rel.split('/')[0]!
  if (top === 'public') return 'public'
  if (NON_PAGE_DIRS.has(top) || !isContentName(rel)) return undefined
  if (CATEGORY_FILE.test(rel)) return 'category'
  if (META_FILE.test(rel)) return 'meta'
  if (OTHER_META.test(rel)) return 'unsupported-meta'
  return PAGE_EXT.test(rel) ? 'page' : undefined
}

/** False for dotfiles, `_`-prefixed helpers (except `_meta`), the root README.md and the config. */
function isContentName(rel: string): boolean {
  const parts = rel.split('/')
  const base = parts.at(-1)!
  if (parts.some((p) => p.startsWith('.'))) return false
  if (parts.slice(0, -1).some((p) => p.startsWith('_'))) return false
  if (base.startsWith('_') && !OTHER_META.test(base) && !CATEGORY_FILE.test(base)) return false
  // A README.md at the content root describes the folder; nested ones are pages, as in Nextra.
  if ((base === 'README.md' && parts.length === 1) || base === 'site.config.ts') return false
  return true
}

/**
 * Every regular file below `dir` with its path relative to `dir` (forward slashes), following
 * symlinks whose real target `realPathProblem` accepts within `dirReal`, each real folder once.
 */
async function walk(dir: string, dirReal: string, report: Report, root: string): Promise<Array<{ absPath: string; rel: string }>> {
  const files: Array<{ absPath: string; rel: string }> = []
  const seen = new Set<string>()
  const visit = async (current: string, relDir: string): Promise<void> => {
    const real = await realpath(current)
    if (seen.has(real)) {
      report.warn({ file: posixRelative(root, current), reason: 'Symlink loop: this folder was already read', ruleId: 'content/symlink-loop', source: 'site', hint: 'Remove the symlink.' })
      return
    }
    seen.add(real)
    const dirents = (await readdir(current, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const dirent of dirents) {
      const full = entryPath(current, dirent.name)
      // The directory entry's type is enough, except for symlinks (and file systems that do not report types).
      const relPath = relDir ? `${relDir}/${dirent.name}` : dirent.name
      let target: { isDirectory(): boolean; isFile(): boolean } = dirent.isSymbolicLink() || dirent.isDirectory() || dirent.isFile() ? dirent : await lstat(full)
      if (dirent.isSymbolicLink()) {
        const resolved = await realpath(full).catch(() => undefined)
        const rel = posixRelative(root, full)
        if (!resolved) {
          report.warn({ file: rel, reason: 'Broken or looping symlink skipped', ruleId: 'content/symlink-loop', source: 'site' })
          continue
        }
        const problem = realPathProblem(resolved, dirReal)
        if (problem && !(await projectPage(resolved, relPath, root))) {
          const outside = !isInside(resolved, dirReal)
          report.error({
            file: rel,
            reason: `Symlink refused, not read or published: ${problem}`,
            ruleId: outside ? 'content/symlink-outside' : 'content/symlink-private',
            source: 'site',
            hint: outside ? 'Copy the file into content/ instead of linking to it.' : 'Remove the link: private files are never published.',
          })
          continue
        }
        target = await stat(full)
      }
      if (target.isDirectory()) await visit(full, relPath)
      else if (target.isFile()) files.push({ absPath: full, rel: relPath })
    }
  }
  await visit(path.resolve(dir), '')
  return files
}

/**
 * True for a symlinked page (`.md`/`.mdx`, not under public/) whose real target is a file of the
 * project outside content/ and not private: Nextra projects link pages to the repository's own
 * README or CHANGELOG. Links out of the project, to private files, or from public/ stay refused (BLD-17).
 */
async function projectPage(real: string, rel: string, root: string): Promise<boolean> {
  if (!/\.mdx?$/i.test(rel) || rel.split('/')[0] === 'public') return false
  if (realPathProblem(real, await realpath(root))) return false
  return (await stat(real)).isFile()
}

type ReadProblem = { reason: string; ruleId: RuleId; source: 'site'; hint: string }

/**
 * The file's text, or why it cannot be a page: from `sources` when it holds the content file `rel`
 * as it is (its `stamp` taken already when the build record's snapshot has it).
 */
function readText(file: string, content?: { rel: string; sources: SourcePack; stamp?: FileStamp }): { source: string; modified: number } | { problem: ReadProblem } {
  const info = content?.stamp ?? statSync(file)
  const packed = content?.sources.text(content.rel, info)
  if (packed !== undefined) return { source: packed, modified: Math.floor(info.mtimeMs) }
  if (info.size > MAX_CONTENT_BYTES) {
    return { problem: { reason: `File exceeds ${MAX_CONTENT_BYTES / 1024 / 1024} MB (${info.size} bytes)`, ruleId: 'content/too-large', source: 'site', hint: 'Split the page, or move large data to public/ and link to it.' } }
  }
  const bytes = readFileSync(file)
  const nul = bytes.indexOf(0)
  if (nul !== -1 || (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: { reason: `Not valid UTF-8: binary or UTF-16 content (byte offset ${nul === -1 ? 0 : nul})`, ruleId: 'content/not-utf8', source: 'site', hint: 'Save the file as UTF-8 text, or move binary files to public/.' } }
  }
  const bad = firstInvalidUtf8Offset(bytes)
  if (bad !== -1) return { problem: { reason: `Not valid UTF-8 (byte offset ${bad})`, ruleId: 'content/not-utf8', source: 'site', hint: 'Re-save the file with UTF-8 encoding.' } }
  const source = bytes.toString('utf8')
  content?.sources.add(content.rel, info, source)
  return { source, modified: Math.floor(info.mtimeMs) }
}


/**
 * `_meta` files as Nextra reads them: `_meta.json` and `_meta.js/.ts/.jsx/.tsx` per folder (JSX
 * titles become text), `_meta.<locale>.json` per locale (the default locale's one included), the
 * `_meta` files of Nextra 4's locale folders (`es/docs/_meta.ts`, locale-folder.ts) for their
 * locale, and Nextra 4's single `_meta.global.*` at the content root, spread into one meta per
 * folder. Each entry is validated on its own: an invalid one is reported at its line and column
 * and dropped, the rest of the file is kept.
 *
 *   ContentTree.metas ──loadMetas──▶ Map<"dir|locale", MetaInfo>
 */
import path from 'node:path'
import type { Report } from '../diagnostics.js'
import { positionAt } from '../../core/config/positions.js'
import type { DrawnContentRef } from '../../core/config/schema.js'
import { MetaItemObject, type MetaFile } from '../schemas/meta.js'
import type { ContentTree } from './scan.js'
import { importMetaModule } from '../meta-module.js'
import { localeFolderOf, localeMismatch } from '../locale-folder.js'

export interface MetaInfo {
  /** Content-relative folder ('' for the root). */
  dir: string
  /** Locale of a `_meta.<locale>.json` file or of a locale folder's `_meta`, or undefined for the file of every locale. */
  locale?: string
  file: string
  data: MetaFile
  /** 1-based line of each top-level key, when known. */
  keyLines: Map<string, number>
  /** The bundled module, when an entry's theme draws one of its components above or below pages (page workers run it). */
  code?: string
}

type MetaSource = ContentTree['metas'][number]

/** A `_meta` whose default export is a function: Nextra's `createCatchAllMeta` lists remote pages fetched at build time. */
const FUNCTION_META_HINT = "Nextra's createCatchAllMeta lists remote pages fetched at build time: a static build fetches no pages. Put them under content/, or make them with the config's `generators`, and export an object of entries."

/** Reads every `_meta` file of the tree (those in the folders of `locales` for their locale); invalid entries are reported and skipped. */
export async function loadMetas(tree: ContentTree, root: string, report: Report, locales: readonly string[] = []): Promise<Map<string, MetaInfo>> {
  const metas = new Map<string, MetaInfo>()
  for (const meta of tree.metas) {
    const placed = placeOf(meta, locales, report)
    if (!placed) continue
    const { dir, locale, global } = placed
    const read = await readMeta(meta, root, report)
    if (!read) continue
    const { raw, code } = read
    if (typeof raw === 'function') {
      // Its pages are dynamic routes, which are not built either (plan.ts): nothing of the site is lost.
      report.warn({ file: meta.displayPath, line: 1, column: 1, reason: 'A _meta that exports a function (remote pages) is not read', ruleId: 'meta/unsupported-file', source: 'site', hint: FUNCTION_META_HINT })
      continue
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      report.error({ file: meta.displayPath, line: 1, column: 1, reason: 'A _meta file must export an object of entries', ruleId: 'meta/invalid', source: 'site' })
      continue
    }
    const keyLines = keyLinesOf(meta.source)
    if (global) {
      for (const [folder, data] of spreadGlobal(raw as Record<string, unknown>, dir)) {
        metas.set(`${folder}|${locale ?? ''}`, { dir: folder, locale, file: meta.displayPath, data: validEntries(data, meta, keyLines, report), keyLines })
      }
      continue
    }
    const data = validEntries(raw as Record<string, unknown>, meta, keyLines, report, code !== undefined)
    const draws = Object.values(data).some((entry) => typeof entry === 'object' && (entry.theme?.topContent || entry.theme?.bottomContent))
    metas.set(`${dir}|${locale ?? ''}`, { dir, locale, file: meta.displayPath, data, keyLines, ...(draws && { code }) })
  }
  return metas
}

/**
 * A `_meta` file's folder in its locale and its locale: its locale folder (`es/docs/_meta.ts` is
 * `docs` of `es`), else the suffix of its name (`docs/_meta.es.json`), else none (the file for
 * every locale). A suffix naming another locale than the file's folder is an error (undefined).
 */
function placeOf(meta: MetaSource, locales: readonly string[], report: Report): { dir: string; locale?: string; global: boolean } | undefined {
  const folder = localeFolderOf(meta.relPath, locales)
  const dir = path.posix.dirname(folder.path) === '.' ? '' : path.posix.dirname(folder.path)
  const base = path.posix.basename(folder.path).replace(/\.(json|js|ts|jsx|tsx)$/, '')
  const global = base === '_meta.global'
  const suffix = base === '_meta' || global ? undefined : base.slice('_meta.'.length)
  if (folder.locale && suffix && suffix.toLowerCase() !== folder.locale.toLowerCase()) {
    report.add(localeMismatch(meta.displayPath, folder.locale, suffix))
    return undefined
  }
  return { dir, locale: folder.locale ?? suffix, global }
}

/** The parsed or imported `_meta` object (and a module's bundled code); undefined (after reporting) when the file cannot be read. */
async function readMeta(meta: MetaSource, root: string, report: Report): Promise<{ raw: unknown; code?: string } | undefined> {
  try {
    if (!meta.relPath.endsWith('.json')) {
      const { value, code } = await importMetaModule(meta.absPath!, root)
      return { raw: value, code }
    }
    const duplicate = findDuplicateKey(meta.source)
    if (duplicate) {
      // A warning: JSON.parse, and so Nextra, keeps the last value without a word.
      report.warn({ file: meta.displayPath, line: duplicate.line, column: 1, reason: `Duplicate key \`${duplicate.key}\`: the last one counts`, ruleId: 'meta/duplicate-key', source: 'site', sourceText: meta.source })
    }
    return { raw: JSON.parse(meta.source) }
  } catch (error) {
    report.error({ file: meta.displayPath, line: 1, column: 1, reason: `Cannot read _meta file: ${(error as Error).message}`, ruleId: 'meta/invalid', source: 'site' })
    return undefined
  }
}

/** The entries of `raw` that are valid; each invalid one reported at its key. `drawable`: a module whose theme components page workers can draw. */
function validEntries(raw: Record<string, unknown>, meta: MetaSource, keyLines: Map<string, number>, report: Report, drawable = false): MetaFile {
  const data: MetaFile = {}
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') {
      data[key] = value
      continue
    }
    const drawn = value && typeof value === 'object' && !Array.isArray(value) ? splitDrawnContent(value, key, meta, drawable ? undefined : { keyLines, report }) : undefined
    const parsed = drawn ? MetaItemObject.safeParse(drawn.value) : undefined
    if (parsed?.success) {
      data[key] = Object.keys(drawn!.refs).length ? { ...parsed.data, theme: { ...parsed.data.theme, ...drawn!.refs } } : parsed.data
      continue
    }
    const issues = parsed ? parsed.error.issues : [{ path: [], message: 'Expected a title string or an object' }]
    for (const issue of issues) {
      const at = locate(meta.source, keyLines, [key, ...issue.path.map(String)])
      report.error({
        file: meta.displayPath,
        ...at,
        reason: `\`${[key, ...issue.path].join('.')}\`: ${issue.message}${'keys' in issue ? ` (${(issue.keys as string[]).join(', ')})` : ''}; entry \`${key}\` skipped`,
        ruleId: 'meta/invalid-field',
        source: 'site',
        hint: 'A _meta value is a title string or an object with title, type (page, doc, menu, separator), display (normal, hidden, children), theme, href, newWindow or items.',
        sourceText: meta.source || undefined,
      })
    }
  }
  return data
}

/** Nextra 3's `theme` keys for components drawn above and below a page. */
const DRAWN_CONTENT = { topContent: 'above', bottomContent: 'below' } as const
type DrawnName = keyof typeof DRAWN_CONTENT

/**
 * `value` without `theme.topContent` / `theme.bottomContent`, which the schema does not know, and
 * a reference to each for page workers to draw (renderer/drawn-content.ts). Where they cannot be
 * drawn (`ignore`: a `_meta.global`), each is a located warning instead; the rest of the entry applies.
 */
function splitDrawnContent(value: object, key: string, meta: MetaSource, ignore?: { keyLines: Map<string, number>; report: Report }): { value: object; refs: Partial<Record<DrawnName, DrawnContentRef>> } {
  const refs: Partial<Record<DrawnName, DrawnContentRef>> = {}
  const theme = (value as { theme?: unknown }).theme
  if (!theme || typeof theme !== 'object') return { value, refs }
  const found = (Object.keys(DRAWN_CONTENT) as DrawnName[]).filter((name) => name in theme)
  if (!found.length) return { value, refs }
  const rest: Record<string, unknown> = { ...theme }
  for (const name of found) {
    delete rest[name]
    if (!ignore) {
      // `null` draws nothing, also where a folder above draws something.
      refs[name] = (theme as Record<string, unknown>)[name] === null ? undefined : { file: meta.displayPath, key }
      continue
    }
    const reason = `\`${key}.theme.${name}\`: not drawn by this build (Nextra 3 draws it ${DRAWN_CONTENT[name]} the page's content); the rest of the entry applies`
    ignore.report.warn({ file: meta.displayPath, ...locate(meta.source, ignore.keyLines, [key, 'theme', name]), reason, ruleId: 'meta/ignored-field', source: 'site', sourceText: meta.source || undefined })
  }
  return { value: { ...value, theme: rest }, refs }
}

/**
 * Where the value at `keys` is written: the first key from its line (`keyLines`), each next key the
 * first written after the one before it; the last key found when one is not (a missing field).
 * Found by offset, so a one-line `_meta.json` points at the field too, not at its line's start.
 */
function locate(source: string, keyLines: Map<string, number>, keys: string[]): { line: number; column: number } {
  const first = keyLines.get(keys[0]!)
  let at = first === undefined ? 0 : lineOffset(source, first)
  for (const key of keys) {
    const found = keyOffset(source, key, at)
    if (found === undefined) break
    at = found
  }
  return positionAt(source, at)
}

/** The offset where line `line` (1-based) of `source` starts. */
function lineOffset(source: string, line: number): number {
  let at = 0
  for (let n = 1; n < line; n++) {
    const end = source.indexOf('\n', at)
    if (end === -1) break
    at = end + 1
  }
  return at
}

/** The offset of `key` written as an object key (`"key":`, `'key':` or `key:`) at or after `from`. */
function keyOffset(source: string, key: string, from: number): number | undefined {
  const pattern = new RegExp(`(?<![\\w$-])(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:`, 'g')
  pattern.lastIndex = from
  return pattern.exec(source)?.index
}

/**
 * Nextra 4's `_meta.global`: one object for the whole tree. An entry with `items` that is not a
 * menu is a folder, and its items are that folder's `_meta`.
 */
function spreadGlobal(raw: Record<string, unknown>, dir: string, out = new Map<string, Record<string, unknown>>()): Map<string, Record<string, unknown>> {
  const here: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const item = value as { type?: unknown; items?: unknown } | null
    if (item && typeof item === 'object' && item.type !== 'menu' && item.items && typeof item.items === 'object') {
      const { items, ...rest } = item as Record<string, unknown>
      spreadGlobal(items as Record<string, unknown>, dir ? `${dir}/${key}` : key, out)
      here[key] = rest
    } else here[key] = value
  }
  out.set(dir, here)
  return out
}

/** Line of each quoted or bare top-level-looking key (`"name":` or `name:`). */
function keyLinesOf(source: string): Map<string, number> {
  const lines = new Map<string, number>()
  source.split('\n').forEach((text, i) => {
    const match = /^\s*(?:"([^"]+)"|'([^']+)'|([A-Za-z_$][\w$-]*))\s*:/.exec(text)
    const key = match?.[1] ?? match?.[2] ?? match?.[3]
    if (key && !lines.has(key)) lines.set(key, i + 1)
  })
  return lines
}

/** First key that appears twice at the top level of a JSON object (JSON.parse keeps the last silently). */
function findDuplicateKey(source: string): { key: string; line: number } | undefined {
  const seen = new Set<string>()
  let depth = 0
  let line = 1
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (ch === '\n') line++
    else if (ch === '{' || ch === '[') depth++
    else if (ch === '}' || ch === ']') depth--
    else if (ch === '"') {
      let j = i + 1
      while (j < source.length && source[j] !== '"') j += source[j] === '\\' ? 2 : 1
      const key = source.slice(i + 1, j)
      const after = source.slice(j + 1).match(/^\s*:/)
      if (depth === 1 && after) {
        if (seen.has(key)) return { key, line }
        seen.add(key)
      }
      i = j
    }
  }
  return undefined
}

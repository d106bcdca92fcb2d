/**
 * `_meta` files: parses `_meta.json` and loads `_meta.js`/`_meta.ts` (bundled and imported),
 * validates them, and keeps the line of each key for later warnings.
 *
 *   ContentTree.metas ──loadMetas──▶ Map<"dir|locale", MetaInfo>
 */
import path from 'node:path'
import type { Report } from '../diagnostics.js'
import { MetaFileSchema, type MetaFile } from '../schemas/meta.js'
import type { ContentTree } from './scan.js'
import { bundleModule } from '../bundle-module.js'
import { importCode } from '../import-code.js'

export interface MetaInfo {
  /** Content-relative folder ('' for the root). */
  dir: string
  /** Locale of a `_meta.<locale>.json` file, or undefined for the default one. */
  locale?: string
  file: string
  data: MetaFile
  /** 1-based line of each top-level key, when known. */
  keyLines: Map<string, number>
}

/** Reads every `_meta` file of the tree; invalid ones are reported and skipped. */
export async function loadMetas(tree: ContentTree, root: string, report: Report): Promise<Map<string, MetaInfo>> {
  const metas = new Map<string, MetaInfo>()
  for (const meta of tree.metas) {
    const dir = path.posix.dirname(meta.relPath) === '.' ? '' : path.posix.dirname(meta.relPath)
    const base = path.posix.basename(meta.relPath).replace(/\.(json|js|ts)$/, '')
    const locale = base === '_meta' ? undefined : base.slice('_meta.'.length)
    let raw: unknown
    try {
      if (meta.relPath.endsWith('.json')) {
        const duplicate = findDuplicateKey(meta.source)
        if (duplicate) {
          report.error({ file: meta.displayPath, line: duplicate.line, column: 1, reason: `Duplicate key \`${duplicate.key}\``, ruleId: 'meta/duplicate-key', source: 'site', sourceText: meta.source })
        }
        raw = JSON.parse(meta.source)
      } else {
        raw = await importCode(await bundleModule(meta.absPath!, root), root)
      }
    } catch (error) {
      report.error({ file: meta.displayPath, line: 1, column: 1, reason: `Cannot read _meta file: ${(error as Error).message}`, ruleId: 'meta/invalid', source: 'site' })
      continue
    }
    const keyLines = keyLinesOf(meta.source)
    const parsed = MetaFileSchema.safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        report.error({
          file: meta.displayPath,
          line: keyLines.get(key) ?? 1,
          column: 1,
          reason: `\`${issue.path.join('.')}\`: ${issue.message}`,
          ruleId: 'meta/invalid-field',
          source: 'site',
          hint: 'A _meta value is a title string or an object with title, type, display, theme, href, newWindow or items.',
          sourceText: meta.source || undefined,
        })
      }
      continue
    }
    metas.set(`${dir}|${locale ?? ''}`, { dir, locale, file: meta.displayPath, data: parsed.data, keyLines })
  }
  return metas
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

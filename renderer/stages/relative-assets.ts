/**
 * Files next to pages: an image or other file a page references relatively (`./assets/x.png`,
 * `../img/z.svg`, `<img src="./_assets/y.gif">`, a `.pdf` link) is published under
 * `_site/media/<name>.<content hash>.<ext>` and the page's references are rewritten to it, as
 * Nextra's static images are; a relative path into public/ (`../public/x.png`, as a Nextra page
 * beside public/ writes it) becomes the file's root URL (`/x.png`). Links to pages (`./intro`, `./intro.mdx`) are not files here.
 * The file may be anywhere in the project, as Nextra imports it (`../../img/x.png` from
 * `content/guides/`, for an `img/` beside the old pages folder), never outside it or a private file.
 *
 *   page links + its folder ──relativeAssets──▶ [{ href, from, path }] ──rewriteHtml──▶ HTML
 */
import { hash } from '../hashes.js'
import { readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { relativeInside } from '../paths.js'
import { realPathProblem } from '../private-files.js'
import { utf8Text } from '../utf8.js'

export interface RelativeAsset {
  /** The reference as written in the page. */
  href: string
  /** Absolute path of the file to copy; none for a file of public/, which is served as it is. */
  from?: string
  /** Output-relative path of the published copy. */
  path: string
}

const MEDIA = '_site/media'
const PAGE_FILE = /\.(mdx?|markdown)$/i

/** The relative references of a page (source at `pageFile`, absolute) that name existing files. */
export function relativeAssets(hrefs: string[], pageFile: string, contentDir: string, hashes: Map<string, string>): RelativeAsset[] {
  const out = new Map<string, RelativeAsset>()
  for (const href of hrefs) {
    if (out.has(href) || !isRelative(href)) continue
    const clean = safeDecode(href.replace(/[?#].*$/, ''))
    if (!clean || PAGE_FILE.test(clean)) continue
    const from = path.resolve(path.dirname(pageFile), clean)
    const served = publicPath(from, contentDir)
    if (served) {
      out.set(href, { href, path: served })
      continue
    }
    if (!isProjectFile(from, path.dirname(contentDir))) continue
    let digest = hashes.get(from)
    if (!digest) {
      digest = hash(readFileSync(from))
      hashes.set(from, digest)
    }
    const ext = path.extname(from).toLowerCase()
    const base = path.basename(from, path.extname(from)).replace(/[^\w-]+/g, '-') || 'file'
    out.set(href, { href, from, path: `${MEDIA}/${base}.${digest}${ext}` })
  }
  return [...out.values()]
}

/** `html` with every `src`, `href` or `poster` attribute that is exactly one asset's reference pointing at its copy. */
export function rewriteHtml<Html extends string | Uint8Array>(html: Html, assets: RelativeAsset[]): Html | string {
  if (!assets.length) return html
  const text = utf8Text(html)
  const byValue = new Map(assets.map((a) => [escapeAttribute(a.href), `/${a.path}`]))
  return text.replace(/(\s(?:src|href|poster)=")([^"]*)"/g, (whole, start: string, value: string) => {
    const to = byValue.get(value)
    return to ? `${start}${to}"` : whole
  })
}

/**
 * The URL path of a public file a page reaches relatively: `content/public/x.png`, or
 * `<project>/public/x.png` as a Nextra page (`pages/` beside `public/`) writes it (`../public/x.png`),
 * when that file is now in content/public.
 */
export function publicPath(file: string, contentDir: string): string | undefined {
  for (const base of [path.join(contentDir, 'public'), path.join(path.dirname(contentDir), 'public')]) {
    const rel = relativeInside(base, file)
    if (rel === undefined) continue
    const inContent = path.join(contentDir, 'public', rel)
    if (isFile(inContent)) return rel
  }
  return undefined
}

function isRelative(href: string): boolean {
  return href !== '' && !href.startsWith('/') && !href.startsWith('#') && !href.startsWith('?') && !/^[a-z][a-z0-9+.-]*:/i.test(href)
}

/** Real paths of project folders, resolved once per process rather than once per reference. */
const realProjects = new Map<string, string>()

/** True for a file of the project, judged by its real path (renderer/private-files.ts). */
function isProjectFile(file: string, projectDir: string): boolean {
  try {
    if (!statSync(file).isFile()) return false
    let realProject = realProjects.get(projectDir)
    if (realProject === undefined) realProjects.set(projectDir, (realProject = realpathSync(projectDir)))
    return realPathProblem(realpathSync(file), realProject) === undefined
  } catch {
    return false
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURI(value)
  } catch {
    return undefined
  }
}

/** The attribute-escaped form React writes (`&` and `"`). */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

/**
 * Page map: decides each page's route, locale, title, theme and place in the navigation.
 *
 *   ContentTree + _meta ──planPages──▶ PageMap
 *
 * Pure: no fs, no React. Content mistakes go to `report`; nothing throws for them.
 */
import path from 'node:path'
import type { SiteConfig } from '../../core/config/schema.js'
import { PAGE_THEME_DEFAULTS } from '../../core/config/defaults.js'
import { createReport, type Report } from '../diagnostics.js'
import { normalizeSource, readFrontmatter } from '../frontmatter.js'
import { Frontmatter, KNOWN_FRONTMATTER_KEYS, TEXT_FIELDS } from '../schemas/frontmatter.js'
import { firstHeading } from '../first-heading.js'
import type { MetaItemObject } from '../schemas/meta.js'
import type { FolderEntry, MdxPageEntry, MetaEntry, NavEntry, PageMap, Section } from '../../core/page-map.js'
import type { ContentFile } from '../../core/page-map.js'
import type { ContentTree } from './scan.js'
import type { MetaInfo } from './meta.js'
import { slugSegment, unsafeSlugReason } from '../slug.js'
import { checkRedirectLoops } from '../redirects/site-redirects.js'
import { localeFolderOf, localeMismatch } from '../locale-folder.js'
import { generatedIndexPages, readCategories, type Category } from './categories.js'
import { heroTitle, peerTheme, starlightSidebar } from '../peer-frontmatter.js'

/** One source page before it is placed in a locale's tree. */
interface SourcePage {
  file: ContentFile
  /** Folder of the page in its locale: content-relative, without a locale folder ('' at the root). */
  dir: string
  /** File name without extension and locale suffix. */
  name: string
  locale: string
  section: Section
  frontMatter: Record<string, unknown>
  /** The first `# heading`, read only for a page without a front matter title (or for every page with `pageTitles: 'heading'`). */
  heading?: string
  /** Route without the locale prefix. */
  baseRoute: string
  /** The route its path would give it without the locale prefix, when a front matter `slug` or `id` gives another. */
  pathRoute?: string
}

export interface PlanOptions {
  includeDrafts?: boolean
}

/** Builds the page map of every locale from the scanned tree and the `_meta` files. */
export function planPages(tree: ContentTree, metas: Map<string, MetaInfo>, config: SiteConfig, report: Report, options: PlanOptions = {}): PageMap {
  const defaultLocale = config.i18n.defaultLocale
  const locales = config.i18n.locales.map((l) => l.locale)
  const sources = new Map<string, Map<string, SourcePage>>(locales.map((l) => [l, new Map()]))
  const files = new Map<string, ContentFile>()
  const categories = readCategories(tree.categories ?? [], report)
  for (const file of [...tree.pages, ...generatedIndexPages(categories, tree.categories ?? [], tree.pages)]) {
    const page = toSourcePage(file, config, report)
    if (!page || (page.frontMatter.draft === true && !options.includeDrafts)) continue
    files.set(file.relPath, file)
    const key = `${page.dir}/${page.name}`
    const existing = sources.get(page.locale)!.get(key)
    if (existing) {
      report.error({ file: file.displayPath, ...duplicatePage(file.relPath, existing.file.relPath), ruleId: 'page-map/duplicate-url', source: 'site' })
      continue
    }
    sources.get(page.locale)!.set(key, page)
  }

  const trees: Record<string, FolderEntry> = {}
  const pages: MdxPageEntry[] = []
  for (const locale of locales) {
    const logical = new Map(sources.get(defaultLocale))
    for (const [key, page] of sources.get(locale)!) logical.set(key, page)
    const prefix = locale === defaultLocale ? '' : `/${locale.toLowerCase()}`
    const ctx: TreeContext = { locale, defaultLocale, prefix, ...indexByFolder(logical), metas, categories, folderPositions: new Map(), report, config, reportUnknown: locale === defaultLocale }
    trees[locale] = buildFolder(ctx, '', { ...PAGE_THEME_DEFAULTS, ...config.theme })
    collectPages(trees[locale]!, pages)
  }
  checkDuplicateRoutes(pages, config.redirects, report)
  checkRedirectLoops(config.redirects, config.configSource, report)
  const drawing = [...metas.values()].filter((meta) => meta.code !== undefined)
  return { trees, pages, files, redirects: config.redirects, ...(drawing.length && { metaModules: Object.fromEntries(drawing.map((meta) => [meta.file, meta.code!])) }) }
}

interface TreeContext {
  locale: string
  defaultLocale: string
  prefix: string
  /** The pages directly in each content folder. */
  pagesIn: Map<string, SourcePage[]>
  /** The names of the folders directly below each content folder that hold pages. */
  subdirsOf: Map<string, Set<string>>
  metas: Map<string, MetaInfo>
  /** Docusaurus's `_category_` files, by folder. */
  categories: Map<string, Category>
  /** The `position` of each folder a category file gives one. */
  folderPositions: Map<NavEntry, number>
  report: Report
  config: SiteConfig
  reportUnknown: boolean
}

/** Pages by folder and subfolders by folder, computed once per locale so a folder costs only its own entries. */
function indexByFolder(logical: Map<string, SourcePage>): Pick<TreeContext, 'pagesIn' | 'subdirsOf'> {
  const pagesIn = new Map<string, SourcePage[]>()
  const subdirsOf = new Map<string, Set<string>>()
  for (const page of logical.values()) {
    const list = pagesIn.get(page.dir) ?? []
    list.push(page)
    pagesIn.set(page.dir, list)
    // Every ancestor folder lists the next folder down on the way to this page.
    const parts = page.dir ? page.dir.split('/') : []
    for (let depth = 0; depth < parts.length; depth++) {
      const parent = parts.slice(0, depth).join('/')
      const names = subdirsOf.get(parent) ?? new Set<string>()
      names.add(parts[depth]!)
      subdirsOf.set(parent, names)
    }
  }
  return { pagesIn, subdirsOf }
}

/**
 * The navigation folder for content folder `dir`, its children ordered by `_meta`; `beside` is the
 * page of the same name beside it (`a.mdx` beside `a/`), its page when it has no index page of its own.
 */
function buildFolder(ctx: TreeContext, dir: string, inherited: MdxPageEntry['theme'], meta?: MetaItemObject, name = '', beside?: MdxPageEntry): FolderEntry {
  const pagesHere = ctx.pagesIn.get(dir) ?? []
  const subdirs = ctx.subdirsOf.get(dir) ?? new Set<string>()
  const category = ctx.categories.get(dir)
  const theme = { ...inherited, ...(category?.collapsed !== undefined && { collapsed: category.collapsed }), ...meta?.theme }
  const metaInfo = mergedMeta(ctx, dir)
  const items = metaInfo?.data ?? {}
  const withWildcard = wildcardOf(items)
  const indexSource = pagesHere.find((p) => p.name === 'index')
  const children: NavEntry[] = []
  const used = new Set<string>()
  // A key may name a page, a folder, or both (`a.mdx` beside `a/`): then the page is the folder's
  // page, one sidebar item linking to it, as Nextra 2 and 3 merge them; beside a folder with an
  // index page of its own both are listed, and checkDuplicateRoutes reports their one route.
  const entriesFor = (key: string): NavEntry[] => {
    const value = items[key]
    const itemMeta = withWildcard(typeof value === 'string' ? { title: value } : (value ?? {}))
    const source = pagesHere.find((p) => p.name === key && key !== 'index')
    const page = source && toPageEntry(ctx, source, theme, itemMeta)
    if (!subdirs.has(key)) return page ? [page] : []
    const folder = buildFolder(ctx, dir ? `${dir}/${key}` : key, theme, itemMeta, key, page)
    return page && !folder.indexBeside ? [page, folder] : [folder]
  }
  for (const key of Object.keys(items)) {
    if (key === 'index' || key === '*') continue
    const value = items[key]!
    const found = entriesFor(key)
    if (found.length) {
      children.push(...found)
      used.add(key)
    } else if (typeof value === 'object' && (value.type === 'separator' || value.href || value.type === 'menu')) {
      children.push(toMetaEntry(key, value))
    } else if (ctx.reportUnknown && (metaInfo?.locale ?? ctx.defaultLocale).toLowerCase() === ctx.defaultLocale.toLowerCase()) {
      ctx.report.warn({ file: metaInfo!.file, line: metaInfo!.keyLines.get(key), column: 1, reason: `\`_meta\` key \`${key}\` matches no page or folder in \`${dir || 'content'}/\``, ruleId: 'meta/unknown-entry', source: 'site', hint: 'Fix the key to match a file name without extension, or remove it.' })
    }
  }
  const rest = [...pagesHere.filter((p) => p.name !== 'index').map((p) => p.name), ...subdirs].filter((k) => !used.has(k))
  // Each entry's position read once, not in every comparison of the sort.
  const unlisted = [...new Set(rest)].flatMap((key) => entriesFor(key).map((entry) => ({ key, entry, at: position(ctx, entry) })))
  unlisted.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key, 'en'))
  children.push(...unlisted.map((u) => u.entry))

  const index = indexSource ? toPageEntry(ctx, indexSource, theme, withWildcard(typeof items.index === 'object' ? items.index : typeof items.index === 'string' ? { title: items.index } : {})) : beside ?? linkedDoc(children, category?.doc)
  const route = index?.route ?? (`${ctx.prefix}${dir ? `/${dir.split('/').map(slugSegment).join('/')}` : ''}` || '/')
  if (meta?.display === 'hidden') hideAll(children, index)
  const folder: FolderEntry = {
    kind: 'Folder',
    name,
    route,
    locale: ctx.locale,
    title: textOf(meta?.title) ?? category?.label ?? (indexSource ? indexTitle(ctx, indexSource) : beside?.title) ?? prettify(name),
    ...(textOf(meta?.title) !== undefined && meta?.titleHtml && { titleHtml: meta.titleHtml }),
    type: meta?.type ?? 'doc',
    display: meta?.display ?? 'normal',
    theme,
    withIndexPage: Boolean(index),
    ...ownCollapsed(meta, category),
    index,
    ...(index && index === beside && { indexBeside: true }),
    frontMatter: index?.frontMatter,
    children,
  }
  if (category?.position !== undefined) ctx.folderPositions.set(folder, category.position)
  return folder
}

/**
 * The page a category's `link: { type: 'doc', id }` names among a folder's `children`, taken out
 * of them to be the folder's index page. Docusaurus's ids are paths from its docs folder, which may
 * now be a folder of content/: an id matches the end of a page's path without extension, whose
 * name its front matter `id` may replace.
 */
function linkedDoc(children: NavEntry[], id: string | undefined): MdxPageEntry | undefined {
  if (!id) return undefined
  const at = children.findIndex((c) => c.kind === 'MdxPage' && c.type !== 'separator' && isDocId(c, id))
  return at < 0 ? undefined : (children.splice(at, 1)[0] as MdxPageEntry)
}

function isDocId(page: MdxPageEntry, id: string): boolean {
  const file = page.file.replace(/\.(mdx|md)$/, '')
  const folder = file.slice(0, file.lastIndexOf('/') + 1)
  const paths = typeof page.frontMatter.id === 'string' ? [file, `${folder}${page.frontMatter.id}`] : [file]
  return paths.some((p) => p === id || p.endsWith(`/${id}`))
}

/** Whether a folder starts collapsed as its own `_meta` entry or category says, when either does. */
function ownCollapsed(meta: MetaItemObject | undefined, category: Category | undefined): { collapsed?: boolean } {
  const collapsed = typeof meta?.theme?.collapsed === 'boolean' ? meta.theme.collapsed : category?.collapsed
  return collapsed === undefined ? {} : { collapsed }
}

/** A hidden folder hides everything in it: its pages are built but listed nowhere (sidebar, search, 404 suggestions). */
function hideAll(children: NavEntry[], index?: MdxPageEntry): void {
  if (index) index.display = 'hidden'
  for (const child of children) {
    child.display = 'hidden'
    if (child.kind === 'Folder') hideAll(child.children, child.index)
  }
}

/**
 * The `_meta` of `dir` for the context's locale: `_meta.json`, under the default locale's
 * `_meta.<locale>.json` (Nextra 2 i18n sites have only those), under this locale's.
 */
function mergedMeta(ctx: TreeContext, dir: string): MetaInfo | undefined {
  const forLocale = (locale: string) => ctx.metas.get(`${dir}|${locale}`) ?? ctx.metas.get(`${dir}|${locale.toLowerCase()}`)
  const base = overlay(ctx.metas.get(`${dir}|`), forLocale(ctx.defaultLocale))
  return ctx.locale === ctx.defaultLocale ? base : overlay(base, forLocale(ctx.locale))
}

/** `local`'s entries over `base`'s: a title string replaces only the title of an object entry. */
function overlay(base: MetaInfo | undefined, local: MetaInfo | undefined): MetaInfo | undefined {
  if (!local) return base
  if (!base) return local
  const data: MetaInfo['data'] = {}
  for (const key of new Set([...Object.keys(base.data), ...Object.keys(local.data)])) {
    const a = base.data[key]
    const b = local.data[key]
    if (b === undefined) data[key] = a!
    else if (a === undefined || typeof a === 'string' || typeof b === 'object') data[key] = typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : b
    else data[key] = { ...a, title: b, titleHtml: undefined }
  }
  return { ...base, data }
}

/** Nextra's `"*"` entry: its settings (not its title) apply to every entry of the folder. */
function wildcardOf(items: MetaInfo['data']): (meta: MetaItemObject) => MetaItemObject {
  const star = items['*']
  if (!star || typeof star !== 'object') return (meta) => meta
  const { title: _title, titleHtml: _html, ...defaults } = star
  return (meta) => ({ ...defaults, ...meta, theme: { ...defaults.theme, ...meta.theme } })
}

/** A navigation page entry for `page` in the context's locale. */
function toPageEntry(ctx: TreeContext, page: SourcePage, inherited: MdxPageEntry['theme'], meta: MetaItemObject): MdxPageEntry {
  const fm = page.frontMatter
  const metaTitle = textOf(meta.title)
  const headingFirst = ctx.config.pageTitles === 'heading' ? page.heading : undefined
  const title = headingFirst ?? textOf(fm.title) ?? metaTitle ?? page.heading ?? heroTitle(fm) ?? prettify(page.name === 'index' && page.dir ? page.dir.split('/').at(-1)! : page.name)
  const sidebar = starlightSidebar(fm)
  return {
    kind: 'MdxPage',
    name: page.name,
    route: prefixed(ctx.prefix, page.baseRoute),
    ...(page.pathRoute && { pathRoute: prefixed(ctx.prefix, page.pathRoute) }),
    locale: ctx.locale,
    title,
    sidebarTitle: metaTitle ?? textOf(fm.sidebarTitle) ?? textOf(fm.sidebar_label) ?? sidebar.label ?? title,
    ...(metaTitle !== undefined && meta.titleHtml && { sidebarTitleHtml: meta.titleHtml }),
    type: meta.type ?? 'doc',
    display: meta.display ?? (sidebar.hidden ? 'hidden' : 'normal'),
    theme: { ...inherited, ...meta.theme, ...peerTheme(fm), ...(fm.theme as object | undefined) },
    href: meta.href,
    newWindow: meta.newWindow,
    frontMatter: fm,
    section: page.section,
    file: page.file.relPath,
    fallback: page.locale !== ctx.locale,
  }
}

/** A folder's title from its index page: its front matter title, else its first heading (the heading first with `pageTitles: 'heading'`). */
function indexTitle(ctx: TreeContext, index: SourcePage): string | undefined {
  const title = textOf(index.frontMatter.title)
  return ctx.config.pageTitles === 'heading' ? (index.heading ?? title) : (title ?? index.heading)
}

/** A route without its locale prefix (`/` for the locale's home) under the prefix of the tree's locale. */
function prefixed(prefix: string, route: string): string {
  return route === '/' ? prefix || '/' : `${prefix}${route}`
}

/** A separator, menu or external link entry of a `_meta` file. */
function toMetaEntry(key: string, value: MetaItemObject): MetaEntry {
  return { kind: 'Meta', name: key, title: textOf(value.title) ?? (value.type === 'separator' ? '' : prettify(key)), ...(textOf(value.title) !== undefined && value.titleHtml && { titleHtml: value.titleHtml }), type: value.type ?? 'doc', display: value.display ?? 'normal', href: value.href, newWindow: value.newWindow, items: value.items }
}

/**
 * The section of a page at `withoutExt` (its path in content/ without extension and locale): a post
 * below the blog folder, a docs page below the docs folder (not the folder's own page) or anywhere
 * outside the blog when the docs folder is `/`, else a plain page.
 */
export function sectionOf(withoutExt: string, dir: string, config: Pick<SiteConfig, 'blog' | 'docs'>): Section {
  const top = withoutExt.split('/')[0]
  if (top === config.blog.folder && dir !== '') return 'post'
  const docs = config.docs.folder
  return docs === '/' || (top === docs && withoutExt !== docs) ? 'docs' : 'page'
}

const DYNAMIC_ROUTE_HINT = "Write one page per route under content/, or make them with the config's `generators` (Nextra's remote pages fetch their content at build time)."

/** Reads a page's path and front matter; undefined (after reporting) when it cannot be placed. */
function toSourcePage(file: ContentFile, config: SiteConfig, report: Report): SourcePage | undefined {
  const placed = placeOf(file, config, report)
  if (!placed) return undefined
  const { locale, path: withoutExt } = placed
  const dynamic = withoutExt.split('/').find((segment) => /^\[.+\]$/.test(segment))
  if (dynamic) {
    report.warn({ file: file.displayPath, reason: `\`${dynamic}\` is a Next.js dynamic route: its pages come from getStaticPaths, which a static build does not run; not built`, ruleId: 'page-map/dynamic-route', source: 'site', hint: DYNAMIC_ROUTE_HINT })
    return undefined
  }
  const dir = path.posix.dirname(withoutExt) === '.' ? '' : path.posix.dirname(withoutExt)
  const name = path.posix.basename(withoutExt)
  const section = sectionOf(withoutExt, dir, config)
  const source = normalizeSource(file.source)
  const { data: written, diagnostics } = readFrontmatter(source, file.displayPath, Frontmatter, KNOWN_FRONTMATTER_KEYS, TEXT_FIELDS)
  for (const d of diagnostics) report.add(d)
  if (diagnostics.some((d) => d.severity === 'error')) return undefined

  const segments = [...(dir ? dir.split('/') : []), ...(name === 'index' ? [] : [name])]
  const slugs = segments.map(slugSegment)
  if (slugs.some((s) => s === '')) {
    report.error({ file: file.displayPath, reason: `The path \`${file.relPath}\` gives an empty URL segment`, ruleId: 'page-map/invalid-path', source: 'site', hint: 'Use letters or digits in file and folder names.' })
    return undefined
  }
  const dated = section === 'post' && written.date === undefined ? datedPost(segments) : undefined
  // A post named by its date takes its date from its name (Docusaurus), and its route unless it has a slug.
  const data = dated ? { ...written, date: dated.date } : written
  let baseRoute = `/${slugs.join('/')}`
  if (typeof data.slug === 'string') {
    const unsafe = unsafeSlugReason(data.slug)
    if (unsafe) {
      report.error({ file: file.displayPath, line: lineOfKey(source, 'slug'), column: 1, reason: `Unsafe \`slug\` ${JSON.stringify(data.slug)}: ${unsafe}`, ruleId: 'page-map/unsafe-slug', source: 'site', hint: 'A slug is a URL path made of plain segments, without `..`, `\\`, `:` or `%`.', sourceText: source })
      return undefined
    }
    baseRoute = slugRoute(data.slug, slugs, name === 'index')
  } else if (dated) {
    baseRoute = `/${dated.segments.map(slugSegment).join('/')}`
  } else if (docIdSegment(data.id) && name !== 'index') {
    // Docusaurus names a doc's URL after its `id` in place of its file name (a folder's index keeps the folder's).
    baseRoute = slugRoute(data.id as string, slugs, false)
  }
  const heading = data.title === undefined || config.pageTitles === 'heading' ? firstHeading(source) : undefined
  const pathRoute = `/${slugs.join('/')}`
  const route = baseRoute === '/' ? '/' : baseRoute.replace(/\/$/, '')
  return { file, dir, name, locale, section, frontMatter: data, heading, baseRoute: route, ...(route !== pathRoute && { pathRoute }) }
}

/**
 * A page's locale and its path in that locale without extension: its locale folder
 * (`es/docs/intro.mdx`), else the locale suffix of its name (`docs/intro.es.mdx`), else the default
 * locale. A suffix naming another locale than the page's folder is an error (undefined).
 */
function placeOf(file: ContentFile, config: SiteConfig, report: Report): { locale: string; path: string } | undefined {
  const folder = localeFolderOf(file.relPath, config.i18n.locales.map((l) => l.locale))
  const withoutExt = folder.path.replace(/\.(mdx|md)$/, '')
  const name = path.posix.basename(withoutExt)
  const dot = name.lastIndexOf('.')
  const suffix = dot > 0 ? config.i18n.locales.find((l) => l.locale.toLowerCase() === name.slice(dot + 1).toLowerCase())?.locale : undefined
  if (!suffix) return { locale: folder.locale ?? config.i18n.defaultLocale, path: withoutExt }
  if (folder.locale && folder.locale !== suffix) {
    report.add(localeMismatch(file.displayPath, folder.locale, suffix))
    return undefined
  }
  return { locale: suffix, path: withoutExt.slice(0, withoutExt.length - name.length + dot) }
}

/**
 * The route of the page file at `relPath` (in content/) as its path gives it, without front matter
 * (a `slug` aside): for a page the plan could not place, whose errors `site dev` shows there. Its
 * locale (a locale folder or a `.fr.mdx` suffix) gives the prefix, as for placed pages.
 */
export function unplannedRoute(relPath: string, config: SiteConfig): string | undefined {
  const placed = placeOf({ relPath, displayPath: relPath, source: '', generated: false }, config, createReport())
  if (!placed) return undefined
  const segments = placed.path.split('/')
  if (segments.at(-1) === 'index') segments.pop()
  const prefix = placed.locale === config.i18n.defaultLocale ? '' : `/${placed.locale.toLowerCase()}`
  return `${prefix}/${segments.map(slugSegment).join('/')}`.replace(/(.)\/$/, '$1')
}

/**
 * The route a front matter `slug` gives, resolved within the page's section (its top folder) so a
 * slug never moves a page out of it: `/x` (leading slash) is `/<section>/x`, a slug without one
 * replaces the file name in the page's own folder; slashes around it are ignored. A page at the
 * content root has no section: `/x` and `x` are both `/x`.
 */
function slugRoute(slug: string, pathSlugs: string[], isIndex: boolean): string {
  // A segment already lower-case ASCII is kept as written, dashes and all (Docusaurus's `tutorial---basics`).
  const parts = slug.split('/').filter(Boolean).map((part) => (/^(?!\.+$)[a-z0-9_.-]+$/.test(part) ? part : slugSegment(part)))
  const folder = pathSlugs.slice(0, isIndex ? pathSlugs.length : -1)
  const base = slug.startsWith('/') ? folder.slice(0, 1) : folder
  return `/${[...base, ...parts].join('/')}`
}

/**
 * Docusaurus's dated post: a blog post whose file or folder name starts with its date
 * (`2016-07-27-jest-14.md`, `2016-07-27-jest-14/index.md`) is published on that date at
 * `/<blog>/2016/07/27/jest-14`. `segments`: the post's path segments, `index` left out.
 */
function datedPost(segments: string[]): { date: string; segments: string[] } | undefined {
  const last = segments.at(-1)
  const match = last === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(last)
  if (!match) return undefined
  const [, year, month, day, rest] = match
  const date = `${year}-${month}-${day}`
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return undefined
  return { date, segments: [...segments.slice(0, -1), year!, month!, day!, rest!] }
}

/** Whether a front matter `id` can stand for a file name: a string of one plain segment (Docusaurus refuses ids with a slash). */
function docIdSegment(id: unknown): boolean {
  return typeof id === 'string' && !id.includes('/') && unsafeSlugReason(id) === undefined && slugSegment(id) !== ''
}

/** Every page of a tree in navigation order (folder index first). */
function collectPages(folder: FolderEntry, out: MdxPageEntry[]): void {
  if (folder.index) out.push(folder.index)
  for (const child of folder.children) {
    if (child.kind === 'MdxPage') out.push(child)
    else if (child.kind === 'Folder') collectPages(child, out)
  }
}

/** Why two files are one page: `a.md` and `a.mdx`, or one name written twice in two Unicode normalizations (BLD-5; both read as NFC). */
function duplicatePage(file: string, existing: string): { reason: string; hint: string } {
  if (file !== existing) return { reason: `Duplicate page: \`${file}\` and \`${existing}\` are the same page`, hint: 'Keep one of the two files.' }
  return {
    reason: `Duplicate page: two files are named \`${file}\`, their names differing only in Unicode normalization (one with composed characters, NFC, one with decomposed ones, NFD)`,
    hint: 'Keep one of the two files; they look the same in a listing, and `ls | od -c` tells them apart.',
  }
}

/** Reports routes produced twice, and routes that differ only by case (BLD-3, BLD-4). */
function checkDuplicateRoutes(pages: MdxPageEntry[], redirects: Record<string, string>, report: Report): void {
  const seen = new Map<string, MdxPageEntry>()
  for (const page of pages) {
    const key = page.route.toLowerCase()
    const other = seen.get(key)
    if (!other) {
      seen.set(key, page)
      continue
    }
    if (other.file === page.file) continue
    const caseOnly = other.route !== page.route
    report.error({
      file: `content/${page.file}`,
      reason: caseOnly
        ? `Routes differ only by case: \`${page.route}\` (content/${page.file}) and \`${other.route}\` (content/${other.file})`
        : `Duplicate route \`${page.route}\`, produced by content/${page.file} and content/${other.file}`,
      ruleId: 'page-map/duplicate-url',
      source: 'site',
      hint: 'Rename one of the files or give one a different `slug`.',
    })
  }
  for (const from of Object.keys(redirects)) {
    const page = seen.get(from.toLowerCase())
    if (page) report.error({ file: 'content/site.config.ts', reason: `Redirect source \`${from}\` is also the route of content/${page.file}`, ruleId: 'page-map/duplicate-url', source: 'config' })
  }
}

/** The sidebar_position (or Starlight's sidebar.order) of a page entry (a folder: its category's position, else its index page's), or +Infinity. */
function position(ctx: TreeContext, entry: NavEntry): number {
  const given = ctx.folderPositions.get(entry)
  if (given !== undefined) return given
  const fm = entry.kind === 'MdxPage' ? entry.frontMatter : entry.kind === 'Folder' ? entry.frontMatter : undefined
  if (typeof fm?.sidebar_position === 'number') return fm.sidebar_position
  return (fm && starlightSidebar(fm).order) ?? Number.POSITIVE_INFINITY
}

/** A non-blank title, or undefined (an empty `_meta` title falls back like a missing one). */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** `custom-http-client` → `Custom http client`. */
function prettify(name: string): string {
  const text = name.replace(/[-_]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** 1-based line of a front matter key. */
function lineOfKey(source: string, key: string): number | undefined {
  const index = source.split('\n').findIndex((l) => l.startsWith(`${key}:`))
  return index === -1 ? undefined : index + 1
}

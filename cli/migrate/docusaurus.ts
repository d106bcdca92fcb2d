/**
 * `site migrate docusaurus [DIR]`: turns a Docusaurus project into a site. Its docs folder is
 * copied to `content/<docs route>/` (the content root when the docs are at `/`), its blog to
 * `content/<blog route>/`, `static/` to `content/public/`, Markdown pages of `src/pages/` to
 * `content/`, and each locale's translations (`i18n/<locale>/docusaurus-plugin-content-docs/current/`
 * and `…-blog/`) to `content/<locale>/…`; a `content/site.config.ts` is written with what
 * `docusaurus.config.*` says (docusaurus-settings.ts). Pages are copied unchanged (their `id`,
 * `slug`, `_category_` files, dated posts, `authors.yml` and `@theme/…` imports are read as they
 * are); nothing of the project is modified or deleted. Prints what it could not map.
 */
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '../log.js'
import { readDocusaurusSettings, type DocusaurusSettings } from './docusaurus-settings.js'
import { contentFree, finishMigration, firstFile } from './finish.js'

const CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.mjs', 'docusaurus.config.js', 'docusaurus.config.cjs']

/** Migrates the Docusaurus project at `root`; the exit code. */
export async function migrateDocusaurus(root: string, log: Logger): Promise<number> {
  const found = await firstFile(root, CONFIG_FILES)
  if (!found) {
    log.error('migrate', `No docusaurus.config.* in ${root}: is it a Docusaurus project?`)
    return 1
  }
  const content = path.join(root, 'content')
  if (!contentFree(content, log)) return 1
  const settings = readDocusaurusSettings(found.file, found.text, path.basename(root))
  const copied = await copyContent(root, content, settings)
  await finishMigration(content, 'docusaurus', settings, `Copied ${copied.files} files (${copied.from.join(', ')}) to content/ (pages unchanged).`, log)
  return 0
}

/** Copies the docs, blog, static files, Markdown pages and translations; how many files, from where. */
async function copyContent(root: string, content: string, settings: DocusaurusSettings): Promise<{ files: number; from: string[] }> {
  const { docs, blog, otherLocales, unmapped } = settings
  const copies: Array<{ from: string; to: string; only?: (name: string) => boolean }> = [
    { from: docs.path, to: docs.route },
    ...(blog ? [{ from: blog.path, to: blog.route }] : []),
    { from: 'static', to: 'public' },
    { from: 'src/pages', to: '', only: (name: string) => /\.mdx?$/.test(name) },
    ...otherLocales.flatMap((locale) => [
      { from: `i18n/${locale}/docusaurus-plugin-content-docs/current`, to: path.posix.join(locale, docs.route) },
      ...(blog ? [{ from: `i18n/${locale}/docusaurus-plugin-content-blog`, to: path.posix.join(locale, blog.route), only: (name: string) => name !== 'options.json' }] : []),
    ]),
  ]
  let files = 0
  const from: string[] = []
  for (const copy of copies) {
    const source = path.join(root, copy.from)
    if (!existsSync(source)) continue
    const { count, clashes } = await copyTree(source, path.join(content, copy.to), copy.only)
    for (const clash of clashes) unmapped.push(`${copy.from}/${clash}: content/${path.posix.join(copy.to, clash)} was copied from elsewhere first; this one is not copied`)
    if (count) {
      files += count
      from.push(`${copy.from}/`)
    }
  }
  // Docusaurus leaves out `_`-prefixed files: not pages.
  const reactPages = (await filesUnder(path.join(root, 'src/pages'), (name) => /\.(jsx?|tsx?)$/.test(name) && !name.startsWith('_'))).filter((file) => !file.split(path.sep).some((part) => part.startsWith('_')))
  if (reactPages.length) unmapped.push(`src/pages: ${reactPages.length} React page${reactPages.length === 1 ? '' : 's'} (${reactPages.slice(0, 3).join(', ')}${reactPages.length > 3 ? ', …' : ''}) not copied; write them as .mdx pages to keep them`)
  if (existsSync(path.join(root, 'versioned_docs'))) unmapped.push('versioned_docs/: older versions are not copied (the current docs are)')
  return { files, from }
}

/** Copies the files under `from` (those `only` keeps) to `to`, never over an existing file: how many, and the names left out for that. */
async function copyTree(from: string, to: string, only: (name: string) => boolean = () => true): Promise<{ count: number; clashes: string[] }> {
  const clashes: string[] = []
  let count = 0
  for (const name of await filesUnder(from, only)) {
    const target = path.join(to, name)
    if (existsSync(target)) {
      clashes.push(name.split(path.sep).join('/'))
      continue
    }
    await mkdir(path.dirname(target), { recursive: true })
    await cp(path.join(from, name), target, { errorOnExist: true, force: false })
    count++
  }
  return { count, clashes }
}

/** The files under `dir` (relative paths) whose names `only` keeps; none when it does not exist. */
async function filesUnder(dir: string, only: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile() && only(e.name)).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort()
}

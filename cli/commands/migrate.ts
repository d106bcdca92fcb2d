/**
 * `site migrate docusaurus [DIR]` and `site migrate vitepress [DIR]`: see cli/migrate/docusaurus.ts and vitepress.ts.
 *
 * `site migrate nextra [DIR]`: turns a Nextra project (2, 3 or 4) into a site: its pages folder
 * (`pages/`, `src/pages/`, or `app/` page.mdx files with the files beside them; a Nextra 4
 * `content/` stays where it is, its locale folders `content/<locale>/` included, and a
 * `src/content/` is copied to content/, under its `contentDirBasePath`) is
 * copied to `content/` with `public/` under it, Next.js's own files left out, and a
 * `content/site.config.ts` is written with what `next.config.*`, `theme.config.*` and
 * `package.json` say (cli/migrate/nextra-settings.ts), with `mermaid: true` when a page has a
 * ```` ```mermaid ```` block (cli/migrate/mermaid-pages.ts). Prints what it could not map. Pages are
 * copied unchanged; nothing of the project is modified or deleted.
 */
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createLogger, type Logger } from '../log.js'
import { pagesWithMermaid } from '../migrate/mermaid-pages.js'
import { contentBasePath, readNextraSettings } from '../migrate/nextra-settings.js'
import { isInside } from '../../renderer/paths.js'
import { configSource, firstFile } from '../migrate/finish.js'
import { migrateDocusaurus } from '../migrate/docusaurus.js'
import { migrateVitePress } from '../migrate/vitepress.js'

/** Files of a Next.js pages folder that are not content. */
const NEXT_ONLY = /^_(app|document|error)\.(js|jsx|ts|tsx|mdx)$|^middleware\.(js|ts)$/

export async function runMigrate(kind: string, dir: string | undefined, log: Logger = createLogger()): Promise<number> {
  if (kind !== 'nextra' && kind !== 'docusaurus' && kind !== 'vitepress') {
    log.error('migrate', `Unknown source ${JSON.stringify(kind)}: site migrate nextra, docusaurus or vitepress [DIR]`)
    return 2
  }
  const root = path.resolve(dir ?? '.')
  if (kind !== 'nextra') {
    const code = await (kind === 'docusaurus' ? migrateDocusaurus : migrateVitePress)(root, log)
    if (code === 0) log.info('migrate', `Next: site build${dir === undefined ? '' : ` --root ${dir}`}`)
    return code
  }
  const content = path.join(root, 'content')
  if (existsSync(path.join(content, 'site.config.ts'))) {
    log.error('migrate', `${path.relative('.', content) || 'content'}/site.config.ts exists already: this project is a site. Nothing was changed.`)
    return 1
  }
  const nextConfig = await firstFile(root, ['next.config.mjs', 'next.config.js', 'next.config.ts', 'next.config.cjs'])
  const settings = readNextraSettings({
    nextConfig: nextConfig && { ...nextConfig, json: await requiredJson(root, nextConfig.text) },
    themeConfig: await firstFile(root, ['theme.config.tsx', 'theme.config.jsx', 'theme.config.ts', 'theme.config.js']),
    packageJson: await readFile(path.join(root, 'package.json'), 'utf8').catch(() => undefined),
    folderName: path.basename(root),
  })
  // Nextra 4 reads content/ or src/content/; its app/ then holds only the catch-all route.
  const contentDir = ['content', 'src/content'].find((d) => existsSync(path.join(root, d)))
  const source = ['pages', 'src/pages', 'app', 'src/app'].find((d) => existsSync(path.join(root, d)) && !(d.endsWith('app') && contentDir))
  if (!source && !contentDir) {
    log.error('migrate', `No pages/, src/pages/, app/, content/ or src/content/ folder in ${root}: is it a Nextra project?`)
    return 1
  }
  const base = nextConfig && contentBasePath(nextConfig.text)
  const locales = new Set(((settings.config.i18n as { locales?: Array<{ locale: string }> } | undefined)?.locales ?? []).map((l) => l.locale))
  let copied = source ? await copyPages(path.join(root, source), content, source.endsWith('app'), settings.unmapped) : 0
  if (contentDir === 'src/content') copied += await copyContent(path.join(root, contentDir), content, base, locales)
  else if (contentDir && base) settings.unmapped.push(`${nextConfig.file}: contentDirBasePath '/${base}': routes follow content/ one to one, so move its pages (each locale's too) into content/${base}/ (this command moves nothing)`)
  if (existsSync(path.join(root, 'public')) && !existsSync(path.join(content, 'public'))) await cp(path.join(root, 'public'), path.join(content, 'public'), { recursive: true })
  await mkdir(content, { recursive: true })
  const diagrams = await pagesWithMermaid(content)
  if (diagrams.length) settings.config.mermaid = true
  // nextra-theme-blog keeps its posts in posts/ (pages/posts/, app/posts/).
  const blog = settings.usesBlogTheme && existsSync(path.join(content, 'posts'))
  if (blog) settings.config.blog = { folder: 'posts' }
  // nextra-theme-docs gives every page the feedback and edit links and the copy-page button.
  else settings.config.docs = { folder: '/' }
  await writeFile(path.join(content, 'site.config.ts'), configSource(settings.config, 'nextra'), { flag: 'wx' })
  log.info('migrate', copied ? `Copied ${copied} files from ${[source, contentDir === 'src/content' ? contentDir : undefined].filter(Boolean).join('/ and ')}/ to content/ (pages unchanged).` : 'Kept the pages in content/.')
  log.info('migrate', `Wrote content/site.config.ts with ${Object.keys(settings.config).join(', ')}.`)
  if (blog) log.info('migrate', "The pages of content/posts/ are the blog's posts (blog.folder: 'posts', as nextra-theme-blog keeps them).")
  if (diagrams.length) log.info('migrate', `Turned on mermaid (Nextra draws \`\`\`mermaid blocks): ${diagrams.length === 1 ? '1 page has' : `${diagrams.length} pages have`} one (${diagrams.slice(0, 3).join(', ')}${diagrams.length > 3 ? ', …' : ''}).`)
  if (settings.unmapped.length) {
    log.warn('migrate', `Not mapped (${settings.unmapped.length}):`)
    for (const line of settings.unmapped) log.warn('migrate', `  ${line}`)
  }
  log.info('migrate', `Next: site build${dir === undefined ? '' : ` --root ${dir}`}`)
  return 0
}

/** Next.js's own files of an App Router folder: layouts, routes, metadata images, React pages. */
const APP_ROUTE_FILE = /^(layout|template|loading|error|global-error|not-found|default|route|page|opengraph-image|twitter-image|icon|apple-icon|sitemap|robots|manifest)\.(js|jsx|ts|tsx)$/

/**
 * Copies a pages (or app) folder into content/, leaving out Next.js's own files; returns the count.
 * From app/, `page.mdx` becomes `index.mdx` and the files beside it (components, images it imports)
 * come along; a React `page.tsx` is listed in `unmapped`.
 */
async function copyPages(from: string, to: string, appRouter: boolean, unmapped: string[]): Promise<number> {
  let count = 0
  const visit = async (dir: string, rel: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!rel && entry.name === 'api') continue
        // App Router: route groups `(name)` add no segment, nor does a top-level `[lang]` (Nextra 4
        // i18n: its pages serve every locale, so they become the default locale's).
        const segment = appRouter && (/^\(.*\)$/.test(entry.name) || (!rel && /^\[\w+\]$/.test(entry.name))) ? '' : entry.name
        await visit(full, segment ? path.join(rel, segment) : rel)
        continue
      }
      if (NEXT_ONLY.test(entry.name) && !rel) continue
      if (appRouter && APP_ROUTE_FILE.test(entry.name)) {
        if (/^page\./.test(entry.name) && !/\[\[?\.\.\./.test(path.relative(from, full))) unmapped.push(`${path.relative(path.dirname(from), full)}: a React page, not copied; write it as page.mdx to keep it`)
        continue
      }
      const name = appRouter && /^page\.mdx?$/.test(entry.name) ? entry.name.replace('page', 'index') : entry.name
      const target = path.join(to, rel, name)
      await mkdir(path.dirname(target), { recursive: true })
      await cp(full, target, { errorOnExist: true, force: false })
      count++
    }
  }
  await visit(from, '')
  return count
}

/**
 * Copies Nextra 4's src/content/ to content/, under `base` (its contentDirBasePath) when set: a
 * locale folder's pages go to content/<locale>/<base>/. Returns the number of files copied.
 */
async function copyContent(from: string, to: string, base: string | undefined, locales: Set<string>): Promise<number> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const target = !base ? path.join(to, entry.name) : entry.isDirectory() && locales.has(entry.name) ? path.join(to, entry.name, base) : path.join(to, base, entry.name)
    await cp(path.join(from, entry.name), target, { recursive: true, errorOnExist: true, force: false })
  }
  return (await readdir(from, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
}

/** The texts of the project's `.json` files that `text` (next.config) requires or imports, by the path it names each with. */
async function requiredJson(root: string, text: string): Promise<Record<string, string>> {
  const named = [...text.matchAll(/(?:require\(\s*|\bfrom\s+)(['"])(\.{1,2}\/[^'"]+\.json)\1/g)].map((m) => m[2]!)
  const found: Record<string, string> = {}
  for (const file of new Set(named)) {
    if (!isInside(path.join(root, file), root)) continue
    const json = await readFile(path.join(root, file), 'utf8').catch(() => undefined)
    if (json !== undefined) found[file.replace(/^\.\//, '')] = json
  }
  return found
}

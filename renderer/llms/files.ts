/**
 * The LLM-readable files of a build: each indexable page's Markdown twin at its route plus `.md`,
 * and `llms.txt` / `llms-full.txt` for every locale (the default locale's at the root, the others
 * under their prefix, `fr/llms.txt`). `site dev` serves the same files (cli/dev/dev-site.ts).
 */
import type { MdxPageEntry, PageMap } from '../../core/page-map.js'
import type { OutputFile } from '../../core/compiled-page.js'
import { isIndexable } from '../seo/indexable.js'
import { llmsFiles } from './llms-txt.js'
import { twinDocument, twinPath } from './twin.js'
import { siteRootUrl } from '../../core/absolute-url.js'

export interface LlmsSite {
  siteUrl: string
  title: string
  summary?: string
  defaultLocale: string
}

/** Output paths of llms.txt files (for servers that generate on request). */
export const LLMS_FILE = /^([a-z]{2,3}(-[a-z0-9]+)*\/)?llms(-full)?\.txt$/

/** The twin file of a page, or undefined when the page has none (not indexable, or not compiled). */
export function twinFile(page: MdxPageEntry, body: string | undefined): OutputFile | undefined {
  if (body === undefined || !isIndexable(page)) return undefined
  return { path: twinPath(page.route), contents: twinDocument({ title: page.title, description: page.frontMatter.description as string | undefined }, body) }
}

/** The output folder prefix of a locale: '' for the default one, else `fr/`. */
export function localePrefix(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `${locale.toLowerCase()}/`
}

/** llms.txt and llms-full.txt of every locale, from each page's twin. */
export function llmsOutputs(pageMap: PageMap, site: LlmsSite, twinOf: (page: MdxPageEntry) => string | undefined): OutputFile[] {
  return Object.entries(pageMap.trees).flatMap(([locale, tree]) =>
    llmsFiles({ tree, prefix: localePrefix(locale, site.defaultLocale), siteUrl: site.siteUrl, title: site.title, summary: site.summary, twinOf }),
  )
}

/** Every LLM-readable file of a build: the twins, then each locale's llms.txt files (made from the same twins); a public file of the same path wins. */
export function llmsBuildFiles(pageMap: PageMap, site: LlmsSite, markdownOf: (page: MdxPageEntry) => string | undefined, publicPaths: ReadonlySet<string>): OutputFile[] {
  const twins = new Map<string, OutputFile>()
  for (const page of pageMap.pages) {
    const twin = twinFile(page, markdownOf(page))
    if (twin) twins.set(page.route, twin)
  }
  const twinOf = (page: MdxPageEntry) => twins.get(page.route)?.contents as string | undefined
  return [...twins.values(), ...llmsOutputs(pageMap, site, twinOf)].filter((f) => !publicPaths.has(f.path))
}

/** What llms.txt says of the site, from the configuration. */
export function llmsSite(config: { siteUrl: string; basePath?: string; brand: { name: string }; description?: string; i18n: { defaultLocale: string } }): LlmsSite {
  return { siteUrl: siteRootUrl(config.siteUrl, config.basePath), title: config.brand.name, summary: config.description, defaultLocale: config.i18n.defaultLocale }
}

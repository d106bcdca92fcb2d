/**
 * The French section (issue 21, item 6): a French reader can go through Start Here, create an SDK,
 * customize it and publish it without meeting English prose, and the docs sidebar is French.
 *
 * Runs against content/ with the engine's own stages (scan, meta, plan), so "translated" means what
 * the build means: a page of the `fr` locale that is not a fallback to the English page (a fallback
 * carries the "not translated yet" notice). English prose is found with a stopword heuristic that
 * the English originals of the same pages must fail, so the check cannot pass vacuously.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { loadConfig } from '../../cli/config/load.ts'
import type { PageMap } from '../../core/page-map.ts'
import { createReport } from '../../renderer/diagnostics.ts'
import { loadMetas } from '../../renderer/stages/meta.ts'
import { planPages } from '../../renderer/stages/plan.ts'
import { scanContent } from '../../renderer/stages/scan.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const contentDir = path.join(root, 'content')

/** The SDK creation path and the marketing home, besides the Start Here section read from `_meta`. */
const SDK_PATH_ROUTES = ['/', '/docs/create-client-sdks', '/docs/customize-sdks', '/docs/productionize-sdks/publish-sdks']

/** Customization guides translated since, in order of visits (authentication is the first thing an SDK user configures). */
const CUSTOMIZE_ROUTES = ['/docs/customize-sdks/authentication', '/docs/customize-sdks/namespaces', '/docs/customize-sdks/methods', '/docs/customize-sdks/parameters', '/docs/customize-sdks/errors']

/** The routes of the docs sidebar's "Start Here" group: the entries between its separator and the next. */
function startHereRoutes(): string[] {
  const meta = JSON.parse(readFileSync(path.join(contentDir, 'docs/_meta.json'), 'utf8')) as Record<string, unknown>
  const keys = Object.keys(meta)
  const start = keys.indexOf('--start-here')
  if (start === -1) throw new Error('content/docs/_meta.json has no "--start-here" separator')
  const routes: string[] = []
  for (const key of keys.slice(start + 1)) {
    const entry = meta[key]
    if (typeof entry === 'object' && entry !== null && (entry as { type?: string }).type === 'separator') break
    routes.push(key === 'index' ? '/docs' : `/docs/${key}`)
  }
  return routes
}

// ---------------------------------------------------------------------------------------------
// English prose heuristic
// ---------------------------------------------------------------------------------------------

/** Words frequent in English prose that French prose does not use (no "a", "on", "as", "or"). */
const ENGLISH = new Set('the and of to is are with this that these those you your for it its be not when which from by can will have has was were they their into what how does do if than then should would there been about only'.split(' '))
const FRENCH = new Set('le la les de des du un une et est sont avec ce cette ces vous votre vos pour il elle qui que dans sur par pas ne au aux se son sa ses leur leurs mais ou comme plus'.split(' '))

/** The reader-visible text of an MDX source: front matter titles, prose and string props, without code, URLs or paths. */
export function proseOf(source: string): string {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)
  const data = fm ? (parseYaml(fm[1]!) as Record<string, unknown>) : {}
  const head = ['title', 'description', 'sidebar_label'].map((k) => (typeof data[k] === 'string' ? `${data[k]}.` : '')).join('\n')
  const body = (fm ? source.slice(fm[0].length) : source)
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[ \t]*$/gm, '\n')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S*\/\S*/g, ' ')
    .replace(/<\/?[A-Za-z][\w.]*/g, ' ')
  return `${head}\n${body}`
}

export interface EnglishFinding {
  sentence: string
  english: number
  french: number
}

/** Sentences of `text` that read as English: at least two English stopwords and more English than French ones. */
export function englishSentences(text: string): EnglishFinding[] {
  const findings: EnglishFinding[] = []
  for (const sentence of text.split(/[.!?;:\n"'«»]|\s[—–]\s/)) {
    const words = sentence.toLowerCase().match(/[a-zà-ÿœæ]+/g) ?? []
    const english = words.filter((w) => ENGLISH.has(w)).length
    const french = words.filter((w) => FRENCH.has(w)).length
    if (english >= 2 && english > french) findings.push({ sentence: sentence.trim(), english, french })
  }
  return findings
}

// ---------------------------------------------------------------------------------------------

let pageMap: PageMap

beforeAll(async () => {
  const config = await loadConfig(root)
  const report = createReport()
  const tree = await scanContent({ root, contentDir, generators: config.generators as never }, report)
  pageMap = planPages(tree, await loadMetas(tree, root, report), config, report)
}, 60_000)

/** Other pages of the SDK path translated since: the sections after customizing (hosting, publishing, automation) and OpenAPI. */
const MORE_SDK_ROUTES = ['/docs/productionize-sdks/sdks-in-your-github', '/docs/advanced-setup/github-setup', '/docs/advanced-setup/sdk-automation', '/docs/advanced-setup/live-sdk-updates']

const ROUTES = [...new Set([...startHereRoutes(), ...SDK_PATH_ROUTES, ...CUSTOMIZE_ROUTES, ...MORE_SDK_ROUTES])]
const frRoute = (route: string) => (route === '/' ? '/fr' : `/fr${route}`)

function frenchPage(route: string) {
  const page = pageMap.pages.find((p) => p.locale === 'fr' && p.route === frRoute(route))
  if (!page) throw new Error(`no page ${frRoute(route)} in the page map`)
  return page
}

function sourceText(file: string): string {
  return readFileSync(path.join(contentDir, file), 'utf8')
}

describe('French translations of Start Here, the SDK path and the home page', () => {
  it('Start Here is read from the sidebar and is not empty', () => {
    expect(startHereRoutes()).toContain('/docs/intro')
  })

  it.each(ROUTES)('%s has a French page that is a translation, not the "not translated yet" fallback', (route) => {
    const page = frenchPage(route)
    expect(page.fallback, `${frRoute(route)} is still the English page behind the notice: add ${page.file.replace(/\.mdx$/, '.fr.mdx')}`).toBe(false)
    expect(page.file).toMatch(/\.fr\.mdx$/)
    expect(sourceText(page.file)).not.toMatch(/not translated|pas encore traduit/i)
  })

  it.each(ROUTES)('the French page of %s has no English sentence outside code', (route) => {
    const file = frenchPage(route).file
    const found = englishSentences(proseOf(sourceText(file)))
    expect(found, `content/${file} has English prose`).toEqual([])
  })

  it.each(ROUTES)('the English original of %s is caught by the same heuristic (the check can fail)', (route) => {
    const english = pageMap.pages.find((p) => p.locale === 'en-US' && p.route === route)!
    expect(englishSentences(proseOf(sourceText(english.file))).length).toBeGreaterThan(3)
  })
})

// ---------------------------------------------------------------------------------------------

/** Every `_meta.json` under content/docs, as paths relative to content/. */
function docsMetaFiles(dir = 'docs'): string[] {
  const out: string[] = []
  for (const name of readdirSync(path.join(contentDir, dir))) {
    const rel = `${dir}/${name}`
    if (statSync(path.join(contentDir, rel)).isDirectory()) out.push(...docsMetaFiles(rel))
    else if (name === '_meta.json') out.push(rel)
  }
  return out
}

describe('the French docs sidebar', () => {
  it.each(docsMetaFiles())('%s has a French twin titling every visible entry', (file) => {
    const english = JSON.parse(sourceText(file)) as Record<string, unknown>
    const twin = file.replace(/\.json$/, '.fr.json')
    expect(existsSync(path.join(contentDir, twin)), `add content/${twin}`).toBe(true)
    const french = JSON.parse(sourceText(twin)) as Record<string, unknown>
    const visible = Object.keys(english).filter((k) => (english[k] as { display?: string })?.display !== 'hidden')
    const titleOf = (v: unknown) => (typeof v === 'string' ? v : (v as { title?: string })?.title)
    expect(visible.filter((k) => !titleOf(french[k])), `untitled in content/${twin}`).toEqual([])
    const sentences = englishSentences(visible.map((k) => titleOf(french[k])).join('\n'))
    expect(sentences, `English titles in content/${twin}`).toEqual([])
  })
})

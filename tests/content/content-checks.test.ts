/**
 * Content checks of issues 8 (docs) and 9 (blog, marketing, images, French pages).
 *
 * Runs against the real site in content/: the page map comes from the engine stages (scan, meta,
 * plan) with the configured generators, so the generated CLI reference pages are included. Every
 * failure message names the file and what is wrong, so a content author can fix it directly.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml, parseAllDocuments } from 'yaml'
import { loadConfig } from '../../cli/config/load.ts'
import type { SiteConfig } from '../../core/config/schema.ts'
import { createReport } from '../../renderer/diagnostics.ts'
import type { MdxPageEntry, PageMap } from '../../core/page-map.ts'
import { loadMetas } from '../../renderer/stages/meta.ts'
import { planPages } from '../../renderer/stages/plan.ts'
import { scanContent } from '../../renderer/stages/scan.ts'
import type { ContentFile } from '../../core/page-map.ts'
import { extractFences, FENCE_OPEN } from './code-blocks/extract.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const contentDir = path.join(root, 'content')
const publicDir = path.join(contentDir, 'public')
const DEFAULT_LOCALE = 'en-US'

// ---------------------------------------------------------------------------------------------
// Expected routes (site spec §2)
// ---------------------------------------------------------------------------------------------

const CLI = '/docs/speakeasy-cli'
const CLI_OPERATIONS = [
  'get-apis', 'get-api-endpoint', 'find-api-endpoint', 'upsert-api', 'delete-api', 'get-all-api-versions',
  'register-schema', 'get-schemas', 'get-schema', 'get-schema-diff', 'get-schema-revision', 'download-schema',
  'query-event-log', 'get-request-from-event-log', 'get-valid-embed-access-tokens', 'get-embed-access-token',
  'revoke-embed-access-token', 'run-plugin', 'upsert-plugin', 'get-plugins', 'generate-openapi', 'generate-postman',
  'get-workspace-access',
]

const DOCS_ROUTES = [
  '/docs',
  '/docs/intro',
  '/docs/create-client-sdks',
  '/docs/create-terraform',
  '/docs/terraform-docs',
  '/docs/terraform-extensions',
  '/docs/privacy-policy',
  '/docs/terms-of-service',
  '/docs/product-security',
  '/docs/additional-features/dev-containers',
  '/docs/advanced-setup/github-setup',
  '/docs/advanced-setup/sdk-automation',
  '/docs/advanced-setup/live-sdk-updates',
  '/docs/api-frameworks/fastapi',
  '/docs/api-frameworks/zod',
  '/docs/api-frameworks/tsoa',
  '/docs/customize-sdks',
  '/docs/customize-sdks/authentication',
  '/docs/customize-sdks/namespaces',
  '/docs/customize-sdks/methods',
  '/docs/customize-sdks/enums',
  '/docs/customize-sdks/retries',
  '/docs/customize-sdks/pagination',
  '/docs/customize-sdks/sdk-docs',
  '/docs/customize-sdks/parameters',
  '/docs/customize-sdks/globals',
  '/docs/customize-sdks/servers',
  '/docs/customize-sdks/errors',
  '/docs/customize-sdks/custom-http-client',
  '/docs/customize-sdks/webhooks',
  '/docs/customize-sdks/override-accept-headers',
  '/docs/customize-sdks/monkey-patching',
  '/docs/openapi/openapi-support',
  '/docs/openapi/validation',
  '/docs/openapi/maintenance',
  '/docs/productionize-sdks/sdks-in-your-github',
  '/docs/productionize-sdks/publish-sdks',
  '/docs/sdk-design/intro',
  '/docs/sdk-design/methodology-ts',
  '/docs/sdk-design/methodology-python',
  '/docs/sdk-design/methodology-go',
  '/docs/sdk-design/methodology-csharp',
  '/docs/sdk-design/methodology-java',
  '/docs/sdk-design/methodology-php',
  '/docs/sdk-design/methodology-swift',
  CLI,
  `${CLI}/getting-started`,
  `${CLI}/speakeasy`,
  `${CLI}/auth`,
  `${CLI}/auth/login`,
  `${CLI}/auth/logout`,
  `${CLI}/validate`,
  `${CLI}/validate/config`,
  `${CLI}/validate/openapi`,
  `${CLI}/suggest`,
  `${CLI}/generate`,
  `${CLI}/generate/sdk`,
  `${CLI}/generate/sdk/changelog`,
  `${CLI}/generate/sdk/version`,
  `${CLI}/generate/usage`,
  `${CLI}/merge`,
  `${CLI}/api`,
  ...CLI_OPERATIONS.map((op) => `${CLI}/api/${op}`),
  `${CLI}/proxy`,
  `${CLI}/update`,
  `${CLI}/usage`,
]

const REDIRECTS: Record<string, string> = {
  '/docs/product-reference/terms-of-service': '/docs/terms-of-service',
  '/docs/product-reference/privacy-policy': '/docs/privacy-policy',
}

const TAGS = ['API Advice', 'Product Updates', 'Building Speakeasy', 'Case Studies', 'OpenAPI Tips']

const FRENCH_PAGES = ['index.fr.mdx', 'docs/intro.fr.mdx', 'docs/create-client-sdks.fr.mdx', 'docs/index.fr.mdx']

const PLACEHOLDERS: Array<[string, RegExp]> = [
  ['lorem ipsum', /lorem\s+ipsum/i],
  ['TODO', /\bTODO\b/],
  ['TBD', /\bTBD\b/],
  ['coming soon', /coming\s+soon/i],
  ['placeholder text', /placeholder\s+text/i],
]

const MIN_POSTS = 38
const MIN_POSTS_PER_TAG = 5
const MIN_MEDIAN_DOC_WORDS = 250
const MIN_MEDIAN_POST_WORDS = 600

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** Source without its front matter block. */
function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '')
}

/** Removes fenced code blocks (any indentation), keeping the surrounding text. */
function stripFences(source: string): string {
  const lines = source.split(/\r?\n/)
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]!)
    if (!open) {
      out.push(lines[i]!)
      continue
    }
    const marker = open[2]!
    const close = new RegExp(`^(?:[ \\t]*>)*[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`)
    let j = i + 1
    while (j < lines.length && !close.test(lines[j]!)) j++
    i = j
  }
  return out.join('\n')
}

/** Removes balanced `{…}` expressions (JSX props and MDX expressions), honouring string literals. */
function stripBraces(text: string): string {
  let out = ''
  let depth = 0
  let quote: string | null = null
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (depth === 0) {
      if (ch === '{') depth = 1
      else out += ch
      continue
    }
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = null
      continue
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch
    else if (ch === '{') depth++
    else if (ch === '}') depth--
  }
  return out
}

/**
 * The prose of a page: front matter, code fences, ESM, JSX tags and expressions, HTML comments,
 * inline code, URLs and Markdown syntax removed. JSX children text stays.
 */
function prose(source: string): string {
  let text = stripFences(stripFrontMatter(source))
  text = text.replace(/^(import|export)\s[\s\S]*?(?=\n\s*\n|$)/gm, ' ')
  text = text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
  text = text.replace(/`+[^`\n]*`+/g, ' ')
  text = stripBraces(text)
  text = text.replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g, ' ')
  text = text.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
  text = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
  text = text.replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
  text = text.replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
  text = text.replace(/https?:\/\/\S+/g, ' ')
  text = text.replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, ' ')
  text = text.replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
  text = text.replace(/\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/g, ' ')
  text = text.replace(/[*_~|#>]+/g, ' ')
  return text
}

function wordCount(source: string): number {
  return prose(source).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** 1-based line of a character offset. */
function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length
}

function walkFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...walkFiles(full))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

function rel(file: string): string {
  return path.relative(root, file).split(path.sep).join('/')
}

// ---------------------------------------------------------------------------------------------
// Page map
// ---------------------------------------------------------------------------------------------

let config: SiteConfig
let pageMap: PageMap
let pages: ContentFile[]

beforeAll(async () => {
  config = await loadConfig(root)
  const report = createReport()
  const tree = await scanContent({ root, contentDir, generators: config.generators as never }, report)
  const metas = await loadMetas(tree, root, report)
  pageMap = planPages(tree, metas, config, report)
  pages = tree.pages
}, 60_000)

function ownPages(): MdxPageEntry[] {
  return pageMap.pages.filter((p) => p.locale === DEFAULT_LOCALE && !p.fallback)
}

function sourceOf(page: MdxPageEntry): ContentFile {
  const file = pageMap.files.get(page.file)
  if (!file) throw new Error(`No source for ${page.route} (${page.file})`)
  return file
}

function posts(): MdxPageEntry[] {
  return ownPages().filter((p) => p.section === 'post' && /^\/post\/[^/]+$/.test(p.route))
}

// ---------------------------------------------------------------------------------------------
// Issue 8: docs
// ---------------------------------------------------------------------------------------------

describe('docs routes (spec §2)', () => {
  it('every docs route of the spec is a page of the build', () => {
    const routes = new Set(ownPages().map((p) => p.route))
    const missing = DOCS_ROUTES.filter((r) => !routes.has(r))
    expect(missing, `docs routes missing from the page map`).toEqual([])
  })

  it('the CLI reference has about 23 API operation pages', () => {
    const ops = ownPages().filter((p) => p.route.startsWith(`${CLI}/api/`))
    expect(ops.length).toBeGreaterThanOrEqual(20)
  })

  it('the product-reference routes are configured redirects to existing pages', () => {
    const routes = new Set(ownPages().map((p) => p.route))
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(config.redirects[from], `redirect ${from} in content/site.config.ts`).toBe(to)
      expect(routes.has(to), `redirect target ${to}`).toBe(true)
    }
  })
})

describe('docs substance', () => {
  it(`the median docs page has at least ${MIN_MEDIAN_DOC_WORDS} words of prose (CLI operation pages aside)`, () => {
    const docs = ownPages().filter((p) => p.section === 'docs' || p.route === '/docs')
    const counted = docs.filter((p) => !p.route.startsWith(`${CLI}/api/`))
    expect(counted.length).toBeGreaterThan(40)
    const counts = counted.map((p) => wordCount(sourceOf(p).source))
    expect(median(counts)).toBeGreaterThanOrEqual(MIN_MEDIAN_DOC_WORDS)
  })

  it('the prose stripper removes code, JSX and Markdown syntax', () => {
    const sample = [
      '---', 'title: Not counted', '---', '', "import { X } from './x'", '',
      '# Heading here', '', '<Callout type="info">Inside text</Callout>', '',
      '```yaml', 'key: value', '```', '', 'A [link text](/docs/intro) and `code` and **bold**.',
    ].join('\n')
    expect(prose(sample).match(/[\p{L}\p{N}]+/gu)).toEqual(['Heading', 'here', 'Inside', 'text', 'A', 'link', 'text', 'and', 'and', 'bold'])
    expect(wordCount(sample)).toBe(10)
  })
})

// ---------------------------------------------------------------------------------------------
// Placeholders (issues 8 and 9)
// ---------------------------------------------------------------------------------------------

describe('placeholder text', () => {
  it('no placeholder text anywhere in content/', () => {
    const TEXT = /\.(mdx?|ya?ml|json|ts|js|svg|txt|css|html)$/
    const problems: string[] = []
    const sources: Array<[string, string]> = walkFiles(contentDir)
      .filter((f) => TEXT.test(f))
      .map((f) => [rel(f), readFileSync(f, 'utf8')])
    for (const page of pages.filter((p) => p.generated)) sources.push([page.displayPath, page.source])
    for (const [name, text] of sources) {
      for (const [label, re] of PLACEHOLDERS) {
        const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)
        for (const m of text.matchAll(g)) problems.push(`${name}:${lineAt(text, m.index!)}: "${label}"`)
      }
    }
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Code samples (issue 8)
// ---------------------------------------------------------------------------------------------

const YAML_LANGS = new Set(['yaml', 'yml'])
const JSON_LANGS = new Set(['json', 'jsonc'])

function stripJsonComments(text: string): string {
  let out = ''
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (inString) {
      out += ch
      if (ch === '\\') out += text[++i] ?? ''
      else if (ch === '"') inString = false
    } else if (ch === '"') {
      inString = true
      out += ch
    } else if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++
      out += '\n'
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end < 0 ? text.length : end + 1
    } else out += ch
  }
  return out
}

/** Problems of a parsed document that declares `openapi:` at its top level. */
function openApiProblems(doc: unknown): string[] {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || !('openapi' in doc)) return []
  const d = doc as Record<string, unknown>
  const problems: string[] = []
  if (!/^3\.\d+\.\d+$/.test(String(d.openapi))) problems.push(`openapi version ${JSON.stringify(d.openapi)} is not 3.x.y`)
  const info = d.info as Record<string, unknown> | undefined
  if (!info || typeof info !== 'object') problems.push('no info')
  else {
    if (typeof info.title !== 'string' || !info.title) problems.push('info.title missing')
    if (info.version === undefined || info.version === null || info.version === '') problems.push('info.version missing')
  }
  if (!d.paths && !d.components && !d.webhooks) problems.push('none of paths, components, webhooks')
  return problems
}

function codeSources(): ContentFile[] {
  return pages.filter((p) => /^(docs|post)\//.test(p.relPath))
}

describe('one name for one thing (issue 21 item 2)', () => {
  const BRITISH = /\b(\w*(behaviour|colour|honour|favour|catalogue|organis|customis|serialis|normalis|optimis|initialis(?!m)|recognis|authoris|licence|defence|modelling|labelled|cancell(?!ation))\w*)\b/gi
  const english = (): ContentFile[] => pages.filter((p) => /\.mdx?$/.test(p.relPath) && !/\.fr\.mdx?$/.test(p.relPath))

  it('English prose uses US spelling; Go models live in `components`; Python errors come from `<pkg>.models.errors`', () => {
    const problems: string[] = []
    for (const page of english()) {
      for (const m of prose(page.source).matchAll(BRITISH)) problems.push(`${page.relPath}: British spelling "${m[1]}"`)
      for (const fence of extractFences(page.source)) {
        if (/\bshared\.[A-Z]/.test(fence.body)) problems.push(`${page.relPath}: Go models package \`shared\` (use \`components\`)`)
        const py = fence.body.match(/^\s*from\s+\S+\s+import\s+.*\berrors\b|^\s*except\s+models\.\w+Error/gm) ?? []
        for (const line of py) if (!/from\s+[\w.]+\.models\s+import\s+errors\b/.test(line)) problems.push(`${page.relPath}: Python errors imported as "${line.trim()}"`)
      }
    }
    expect(english().length).toBeGreaterThan(50)
    expect(problems).toEqual([])
  })
})

describe('code samples', () => {
  it('the fence extractor finds indented, quoted and long fences', () => {
    const sample = [
      '<Tabs.Tab>', '  ```yaml filename="gen.yaml"', '  a: 1', '    b: 2', '  ```', '</Tabs.Tab>', '',
      '> ```json', '> {"x": 1}', '> ```', '', '````md', '```yaml', 'not: [closed', '```', '````',
    ].join('\n')
    const fences = extractFences(sample)
    expect(fences.map((f) => [f.lang, f.meta, f.body, f.line])).toEqual([
      ['yaml', 'filename="gen.yaml"', 'a: 1\n  b: 2', 2],
      ['json', '', '{"x": 1}', 8],
      ['md', '', '```yaml\nnot: [closed\n```', 12],
    ])
  })

  it('finds the YAML and JSON samples', () => {
    const count = codeSources().flatMap((p) => extractFences(p.source)).filter((f) => YAML_LANGS.has(f.lang) || JSON_LANGS.has(f.lang)).length
    expect(count).toBeGreaterThan(50)
  })

  it('every ```yaml / ```yml block parses', () => {
    const problems: string[] = []
    for (const page of codeSources()) {
      for (const fence of extractFences(page.source).filter((f) => YAML_LANGS.has(f.lang))) {
        const docs = parseAllDocuments(fence.body, { prettyErrors: false })
        const list = Array.isArray(docs) ? docs : [docs]
        for (const doc of list) {
          for (const error of doc.errors) problems.push(`${page.displayPath}:${fence.line}: ${error.message.split('\n')[0]}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('every ```json block parses (comments only in ```jsonc)', () => {
    const problems: string[] = []
    for (const page of codeSources()) {
      for (const fence of extractFences(page.source).filter((f) => JSON_LANGS.has(f.lang))) {
        try {
          JSON.parse(fence.lang === 'jsonc' ? stripJsonComments(fence.body) : fence.body)
        } catch (error) {
          problems.push(`${page.displayPath}:${fence.line}: ${(error as Error).message}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('OpenAPI documents have info and paths, components or webhooks', () => {
    const problems: string[] = []
    let found = 0
    for (const page of codeSources()) {
      for (const fence of extractFences(page.source)) {
        let docs: unknown[] = []
        try {
          if (YAML_LANGS.has(fence.lang)) docs = parseAllDocuments(fence.body).map((d) => (d.errors.length ? undefined : d.toJS()))
          else if (JSON_LANGS.has(fence.lang)) docs = [JSON.parse(fence.lang === 'jsonc' ? stripJsonComments(fence.body) : fence.body)]
        } catch {
          continue // reported by the parse checks
        }
        for (const doc of docs) {
          if (doc && typeof doc === 'object' && 'openapi' in doc) found++
          for (const p of openApiProblems(doc)) problems.push(`${page.displayPath}:${fence.line}: ${p}`)
        }
      }
    }
    expect(found).toBeGreaterThan(5)
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Issue 9: blog
// ---------------------------------------------------------------------------------------------

function tagsOf(page: MdxPageEntry): string[] {
  const tags = page.frontMatter.tags
  return Array.isArray(tags) ? tags.map(String) : typeof tags === 'string' ? [tags] : []
}

describe('blog', () => {
  it(`has at least ${MIN_POSTS} posts`, () => {
    expect(posts().length).toBeGreaterThanOrEqual(MIN_POSTS)
  })

  it('every post carries tags from the five categories', () => {
    const problems = posts().flatMap((p) => {
      const tags = tagsOf(p)
      if (tags.length === 0) return [`${p.file}: no tags`]
      return tags.filter((t) => !TAGS.includes(t)).map((t) => `${p.file}: unknown tag "${t}"`)
    })
    expect(problems).toEqual([])
  })

  it(`every tag has at least ${MIN_POSTS_PER_TAG} posts`, () => {
    const counts = Object.fromEntries(TAGS.map((t) => [t, posts().filter((p) => tagsOf(p).includes(t)).length]))
    const short = Object.entries(counts).filter(([, n]) => n < MIN_POSTS_PER_TAG)
    expect(short, JSON.stringify(counts)).toEqual([])
  })

  it(`the median post has at least ${MIN_MEDIAN_POST_WORDS} words of prose`, () => {
    const counts = posts().map((p) => wordCount(sourceOf(p).source))
    expect(median(counts)).toBeGreaterThanOrEqual(MIN_MEDIAN_POST_WORDS)
  })

  it('every post has a description, keywords, a featured image and a date in 2023–2026; a few are featured', () => {
    const problems: string[] = []
    for (const post of posts()) {
      const fm = post.frontMatter
      if (typeof fm.description !== 'string' || fm.description.trim().length < 20) problems.push(`${post.file}: description`)
      if (!(Array.isArray(fm.keywords) ? fm.keywords.length : typeof fm.keywords === 'string' && fm.keywords.trim())) problems.push(`${post.file}: keywords`)
      if (typeof (fm.featured_image ?? fm.image) !== 'string') problems.push(`${post.file}: featured image`)
      const year = new Date(fm.date as string | Date).getUTCFullYear()
      if (!(year >= 2023 && year <= 2026)) problems.push(`${post.file}: date ${String(fm.date)}`)
    }
    expect(problems).toEqual([])
    const featured = posts().filter((p) => p.frontMatter.is_featured === true).length
    expect(featured).toBeGreaterThanOrEqual(2)
    expect(featured).toBeLessThan(posts().length / 2)
  })

  it('no post links to a post dated after itself', () => {
    const dateOf = new Map(posts().map((p) => [p.route, new Date(p.frontMatter.date as string | Date).getTime()]))
    const problems: string[] = []
    for (const post of posts()) {
      sourceOf(post).source.split('\n').forEach((line, i) => {
        for (const [, target] of line.matchAll(/\]\((\/post\/[a-z0-9-]+)/g)) {
          const later = dateOf.get(target)
          if (later !== undefined && later > dateOf.get(post.route)!) {
            problems.push(`${post.file}:${i + 1}: links to ${target}, dated after this post (relink or reword)`)
          }
        }
      })
    }
    expect(dateOf.size).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  it('post authors appear in content/data/authors.yaml', () => {
    const authors = parseYaml(readFileSync(path.join(contentDir, 'data/authors.yaml'), 'utf8')) as Array<Record<string, unknown>>
    expect(Array.isArray(authors)).toBe(true)
    const names = new Set(authors.map((a) => a.name))
    const ids = new Set(authors.map((a) => a.id))
    const problems: string[] = []
    for (const post of posts()) {
      const list = post.frontMatter.authors
      if (!Array.isArray(list) || list.length === 0) {
        problems.push(`${post.file}: no authors`)
        continue
      }
      for (const author of list) {
        const name = typeof author === 'string' ? author : (author as Record<string, unknown>).name
        if (!names.has(name) && !ids.has(name)) problems.push(`${post.file}: author ${JSON.stringify(name)} not in authors.yaml`)
      }
    }
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Images (issue 9)
// ---------------------------------------------------------------------------------------------

interface ImageRef {
  where: string
  src: string
  alt?: string
  markdown?: boolean
}

const IMAGE_KEYS = 'src|avatar|logo|icon|image|image_url|featured_image|imageUrl|featuredImage'
const IMAGE_PROP = new RegExp(`(?<![\\w-])(${IMAGE_KEYS})\\s*[=:]\\s*\\{?\\s*(["'\`])([^"'\`\\n]+)\\2`, 'g')

function imageRefs(file: ContentFile): ImageRef[] {
  const refs: ImageRef[] = []
  const source = file.source
  const fm = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(source)
  if (fm) {
    const data = (parseYaml(fm[1]!) ?? {}) as Record<string, unknown>
    for (const key of ['image', 'featured_image']) {
      if (typeof data[key] === 'string') refs.push({ where: `${file.displayPath} (front matter ${key})`, src: data[key] as string })
    }
    if (Array.isArray(data.authors)) {
      for (const a of data.authors) {
        const url = a && typeof a === 'object' ? (a as Record<string, unknown>).image_url : undefined
        if (typeof url === 'string') refs.push({ where: `${file.displayPath} (front matter authors)`, src: url })
      }
    }
  }
  // Outside front matter and code: Markdown images, HTML images, JSX props and object keys.
  const body = stripFences(stripFrontMatter(source)).replace(/`[^`\n]*`/g, ' ')
  for (const m of body.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    refs.push({ where: `${file.displayPath}: ![${m[1]}](${m[2]})`, src: m[2]!, alt: m[1]!, markdown: true })
  }
  for (const m of body.matchAll(IMAGE_PROP)) {
    const src = m[3]!
    if (src.startsWith('/') || /^(https?:)?\/\//i.test(src) || /\.(svg|png|jpe?g|gif|webp|avif)$/i.test(src)) {
      refs.push({ where: `${file.displayPath}: ${m[1]}=${src}`, src })
    }
  }
  return refs
}

function allImageRefs(): ImageRef[] {
  const refs = pages.flatMap(imageRefs)
  const authors = parseYaml(readFileSync(path.join(contentDir, 'data/authors.yaml'), 'utf8')) as Array<Record<string, unknown>>
  for (const a of authors) {
    if (typeof a.image_url === 'string') refs.push({ where: `content/data/authors.yaml (${String(a.name)})`, src: a.image_url })
  }
  const logo = config.brand?.logo as unknown
  if (logo && typeof logo === 'object') {
    for (const [k, v] of Object.entries(logo as Record<string, unknown>)) {
      if (k !== 'alt' && typeof v === 'string') refs.push({ where: `content/site.config.ts (brand.logo.${k})`, src: v })
    }
  } else if (typeof logo === 'string') refs.push({ where: 'content/site.config.ts (brand.logo)', src: logo })
  return refs
}

function resolveImage(ref: ImageRef, file?: string): string | undefined {
  const src = ref.src.split(/[?#]/)[0]!
  if (src.startsWith('/')) return path.join(publicDir, decodeURI(src))
  if (file) return path.join(contentDir, path.dirname(file), decodeURI(src))
  return undefined
}

describe('images', () => {
  it('finds the images of posts, authors and marketing pages', () => {
    expect(allImageRefs().length).toBeGreaterThan(80)
  })

  it('no external image URLs', () => {
    const external = allImageRefs().filter((r) => /^(https?:)?\/\//i.test(r.src) || r.src.startsWith('data:'))
    expect(external.map((r) => r.where)).toEqual([])
  })

  it('every referenced image exists under content/public (or next to its page)', () => {
    const missing: string[] = []
    for (const file of pages) {
      for (const ref of imageRefs(file)) {
        if (/^(https?:)?\/\//i.test(ref.src)) continue
        const target = resolveImage(ref, file.relPath)
        if (!target || !existsSync(target) || !statSync(target).isFile()) missing.push(ref.where)
      }
    }
    for (const ref of allImageRefs().filter((r) => !r.where.includes('.mdx'))) {
      const target = resolveImage(ref)
      if (!target || !existsSync(target)) missing.push(ref.where)
    }
    expect(missing).toEqual([])
  })

  it('every Markdown image and <img> has alt text', () => {
    const problems: string[] = []
    for (const file of pages) {
      for (const ref of imageRefs(file).filter((r) => r.markdown)) {
        if (!ref.alt?.trim()) problems.push(ref.where)
      }
      const body = stripFences(stripFrontMatter(file.source))
      for (const m of body.matchAll(/<img\b[^>]*>/g)) {
        if (!/\balt\s*=\s*(?:"\s*[^"\s][^"]*"|'\s*[^'\s][^']*')/.test(m[0]) && !/\balt\s*=\s*\{/.test(m[0])) problems.push(`${file.displayPath}: ${m[0]}`)
      }
    }
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// French pages (issue 9)
// ---------------------------------------------------------------------------------------------

describe('French locale', () => {
  it.each(FRENCH_PAGES)('content/%s exists', (file) => {
    expect(existsSync(path.join(contentDir, file))).toBe(true)
  })

  it('the French pages are in the page map as translations, not fallbacks', () => {
    const fr = pageMap.pages.filter((p) => p.locale === 'fr' && !p.fallback).map((p) => p.file)
    for (const file of FRENCH_PAGES) expect(fr, file).toContain(file)
  })
})

// ---------------------------------------------------------------------------------------------
// The real build: what readers get (issue 2 smoke test; link check of issues 8 and 9)
// ---------------------------------------------------------------------------------------------

describe('the build of content/', () => {
  let result: { code: number | null; stderr: string; stdout: string }
  let out: string
  beforeAll(async () => {
    const { mkdtemp } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { runSite } = await import('../helpers/cli.ts')
    out = await mkdtemp(path.join(tmpdir(), 'site-real-'))
    result = await runSite(['build', '--root', root, '--out', out])
  }, 900_000)
  afterAll(async () => {
    const { rm } = await import('node:fs/promises')
    if (out) await rm(out, { recursive: true, force: true })
  })

  it('succeeds with the link check on and no broken link or anchor', () => {
    expect(config.links, 'content/site.config.ts must not downgrade broken links').not.toBe('warn')
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/links\s+0 broken/)
  })

  it('writes every docs route of the spec, the redirects, the marketing pages, the blog and the error pages', () => {
    const file = (route: string) => path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
    const expected = [...DOCS_ROUTES, ...Object.keys(REDIRECTS), '/', '/ai', '/sdk', '/terraform', '/fr', '/post', '/post/categories', '/404', '/500']
    expect(expected.filter((r) => !existsSync(file(r)))).toEqual([])
    for (const feed of ['post/feed.xml', 'post/atom.xml', 'post/feed.json']) expect(existsSync(path.join(out, feed)), feed).toBe(true)
    expect(readdirSync(path.join(out, 'post')).filter((n) => n.endsWith('.html')).length).toBeGreaterThanOrEqual(MIN_POSTS)
  })

  it('suffixes titles with the brand except on the home page', () => {
    const brand = config.brand.name
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toMatch(new RegExp(`<title>${brand}[^|<]*</title>`))
    expect(readFileSync(path.join(out, 'docs/intro.html'), 'utf8')).toMatch(new RegExp(`<title>[^<]+ \\| ${brand}</title>`))
  })
})

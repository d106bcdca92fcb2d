import { mkdtemp, readFile, rm, mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile } from '@mdx-js/mdx'
import GithubSlugger from 'github-slugger'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import {
  checkInvocation,
  cliReference,
  loadCliData,
  parseCliData,
  renderCliReference,
  type GeneratedFile,
} from '../../content/_generators/cli-reference.ts'

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content')
const BASE = '/docs/speakeasy-cli'

const API_OPERATIONS = [
  'get-apis', 'get-api-endpoint', 'find-api-endpoint', 'upsert-api', 'delete-api', 'get-all-api-versions',
  'register-schema', 'get-schemas', 'get-schema', 'get-schema-diff', 'get-schema-revision', 'download-schema',
  'query-event-log', 'get-request-from-event-log', 'get-valid-embed-access-tokens', 'get-embed-access-token',
  'revoke-embed-access-token', 'run-plugin', 'upsert-plugin', 'get-plugins', 'generate-openapi', 'generate-postman',
  'get-workspace-access',
]
const MAIN_ROUTES = [
  '', '/getting-started', '/speakeasy', '/auth', '/auth/login', '/auth/logout', '/validate', '/validate/config',
  '/validate/openapi', '/suggest', '/generate', '/generate/sdk', '/generate/sdk/changelog', '/generate/sdk/version',
  '/generate/usage', '/merge', '/api', '/proxy', '/update', '/usage',
].map((r) => `${BASE}${r}`)
const EXPECTED_ROUTES = [...MAIN_ROUTES, ...API_OPERATIONS.map((op) => `${BASE}/api/${op}`)]

/** Docs routes of the site spec (§2) outside the CLI reference. */
const SPEC_DOC_ROUTES = new Set([
  '/docs', '/docs/intro', '/docs/create-client-sdks', '/docs/create-terraform', '/docs/terraform-docs',
  '/docs/terraform-extensions', '/docs/privacy-policy', '/docs/terms-of-service', '/docs/product-security',
  '/docs/additional-features/dev-containers', '/docs/advanced-setup/github-setup', '/docs/advanced-setup/sdk-automation',
  '/docs/advanced-setup/live-sdk-updates', '/docs/api-frameworks/fastapi', '/docs/api-frameworks/zod', '/docs/api-frameworks/tsoa',
  '/docs/customize-sdks', '/docs/openapi/openapi-support', '/docs/openapi/validation', '/docs/openapi/maintenance',
  '/docs/productionize-sdks/sdks-in-your-github', '/docs/productionize-sdks/publish-sdks',
  ...['authentication', 'namespaces', 'methods', 'enums', 'retries', 'pagination', 'sdk-docs', 'parameters', 'globals',
    'servers', 'errors', 'custom-http-client', 'webhooks', 'override-accept-headers', 'monkey-patching'].map((p) => `/docs/customize-sdks/${p}`),
  ...['intro', 'methodology-ts', 'methodology-python', 'methodology-go', 'methodology-csharp', 'methodology-java',
    'methodology-php', 'methodology-swift'].map((p) => `/docs/sdk-design/${p}`),
])

/** Invocations that other pages of the site rely on. */
const CONTRACT_INVOCATIONS = [
  'speakeasy auth login',
  'speakeasy auth logout',
  'speakeasy quickstart',
  'speakeasy run',
  'speakeasy run --target acme-python',
  'speakeasy generate sdk --schema openapi.yaml --lang typescript --out ./sdk',
  'speakeasy generate sdk version',
  'speakeasy generate sdk changelog',
  'speakeasy generate usage --schema openapi.yaml --lang python',
  'speakeasy validate openapi --schema openapi.yaml',
  'speakeasy validate config --dir .',
  'speakeasy suggest --schema openapi.yaml',
  'speakeasy merge --schemas a.yaml --schemas b.yaml --out merged.yaml',
  'speakeasy proxy --port 3333',
  'speakeasy update',
  'speakeasy usage',
  'speakeasy api get-apis',
]

const routeOfFile = (file: string) => `/${file.replace(/\.mdx$/, '').replace(/\/index$/, '')}`
const pagesOf = (files: GeneratedFile[]) => files.filter((f) => f.path.endsWith('.mdx'))
const withoutFences = (source: string) => source.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
const body = (source: string) => source.replace(/^---\n[\s\S]*?\n---\n/, '')

function headingIds(source: string): Set<string> {
  const slugger = new GithubSlugger()
  const ids = new Set<string>()
  for (const m of withoutFences(body(source)).matchAll(/^#{1,6} (.+)$/gm)) ids.add(slugger.slug(m[1]!.replace(/`/g, '')))
  return ids
}

async function withData(mutate: (raw: any) => void): Promise<Promise<unknown>> {
  const raw = parse(await readFile(path.join(contentDir, 'data', 'cli.yaml'), 'utf8'))
  mutate(raw)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cli-ref-'))
  await mkdir(path.join(dir, 'data'))
  await writeFile(path.join(dir, 'data', 'cli.yaml'), stringify(raw))
  const result = cliReference({ contentDir: dir })
  result.catch(() => {}).finally(() => rm(dir, { recursive: true, force: true }))
  return result
}

const files = await cliReference({ contentDir })
const data = await loadCliData(contentDir)
const pages = pagesOf(files)
const pageByRoute = new Map(pages.map((p) => [routeOfFile(p.path), p]))

describe('CLI reference generator', () => {
  it('yields every contracted route exactly once and nothing else', () => {
    const routes = pages.map((p) => routeOfFile(p.path))
    expect(new Set(routes).size).toBe(routes.length)
    expect([...routes].sort()).toEqual([...EXPECTED_ROUTES].sort())
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length)
  })

  it('writes paths relative to the content folder with forward slashes', () => {
    for (const f of files) expect(f.path).toMatch(/^docs\/speakeasy-cli\/[a-z0-9/_-]+\.(mdx|json)$/)
  })

  it('gives every page a title and description in front matter', () => {
    for (const page of pages) {
      const fm = page.source.match(/^---\n([\s\S]*?)\n---\n/)
      expect(fm, page.path).not.toBeNull()
      const meta = parse(fm![1]!)
      expect(typeof meta.title, page.path).toBe('string')
      expect(meta.description.length, page.path).toBeGreaterThan(20)
    }
  })

  it('orders the sidebar with _meta.json files whose keys match pages or folders', () => {
    const metas = files.filter((f) => f.path.endsWith('_meta.json'))
    const top = JSON.parse(metas.find((m) => m.path === 'docs/speakeasy-cli/_meta.json')!.source)
    expect(Object.keys(top).slice(0, 3)).toEqual(['index', 'getting-started', 'speakeasy'])
    expect(top.index).toBe('Overview')
    for (const meta of metas) {
      const dir = meta.path.replace(/\/_meta\.json$/, '')
      for (const key of Object.keys(JSON.parse(meta.source))) {
        const exists = files.some((f) => f.path === `${dir}/${key}.mdx` || f.path.startsWith(`${dir}/${key}/`))
        expect(exists, `${meta.path}: ${key}`).toBe(true)
      }
    }
    expect(metas.map((m) => m.path).sort()).toEqual(
      ['', '/auth', '/validate', '/generate', '/generate/sdk', '/api'].map((d) => `docs/speakeasy-cli${d}/_meta.json`).sort(),
    )
  })

  it('accepts every invocation other pages rely on', () => {
    for (const line of CONTRACT_INVOCATIONS) expect(checkInvocation(data, line).errors, line).toEqual([])
    expect(checkInvocation(data, 'speakeasy generate sdk').command?.path).toBe('speakeasy generate sdk')
    expect(checkInvocation(data, 'speakeasy quickstart').command?.path).toBe('speakeasy quickstart')
  })

  it('uses only flags that exist in the data in every example and bash block', () => {
    const lines = new Set<string>()
    for (const cmd of data.commands) for (const ex of cmd.examples) lines.add(ex.command)
    for (const page of pages)
      for (const fence of page.source.matchAll(/^```bash\n([\s\S]*?)^```$/gm))
        for (const line of fence[1]!.split('\n')) if (line.startsWith('speakeasy ') || line === 'speakeasy') lines.add(line)
    expect(lines.size).toBeGreaterThan(60)
    for (const line of lines) {
      if (/<|\[/.test(line)) continue // usage lines with placeholders
      expect(checkInvocation(data, line).errors, line).toEqual([])
    }
  })

  it('rejects invocations with unknown flags or subcommands', () => {
    expect(checkInvocation(data, 'speakeasy merge --schema a.yaml').errors[0]).toContain('`--schema` is not a flag of "speakeasy merge"')
    expect(checkInvocation(data, 'speakeasy generate sdks').errors[0]).toContain('"sdks" is not a subcommand of "speakeasy generate"')
    expect(checkInvocation(data, 'speakeasy validate openapi --schema').errors[0]).toContain('needs a value')
  })

  it('links only to generated routes, their headings, or docs routes of the spec', () => {
    const routes = new Set(pageByRoute.keys())
    let count = 0
    for (const page of pages) {
      for (const m of withoutFences(page.source).matchAll(/\]\(([^)\s]+)\)/g)) {
        const href = m[1]!
        count++
        expect(href.startsWith('/'), `${page.path}: ${href} is not an absolute route`).toBe(true)
        const [route, anchor] = href.split('#') as [string, string | undefined]
        expect(routes.has(route) || SPEC_DOC_ROUTES.has(route), `${page.path}: ${href}`).toBe(true)
        expect(route.endsWith('/'), href).toBe(false)
        if (anchor !== undefined) {
          expect(routes.has(route), `${page.path}: anchor into a page outside the CLI reference: ${href}`).toBe(true)
          expect(headingIds(pageByRoute.get(route)!.source).has(anchor), `${page.path}: ${href}`).toBe(true)
        }
      }
    }
    expect(count).toBeGreaterThan(100)
  })

  it('has the sections of a command page', () => {
    for (const page of pages) {
      const route = routeOfFile(page.path)
      if (route === BASE || route === `${BASE}/getting-started`) continue
      const src = page.source
      for (const h of ['## Usage', '## Flags', '## Examples']) expect(src, `${route}: ${h}`).toContain(`\n${h}\n`)
      expect(src).toMatch(/\n## Usage\n\n```bash\nspeakeasy/)
      if (route !== `${BASE}/speakeasy`) expect(src, route).toContain('\n## Related commands\n')
    }
    for (const parent of ['/speakeasy', '/auth', '/validate', '/generate', '/generate/sdk', '/api'])
      expect(pageByRoute.get(`${BASE}${parent}`)!.source).toContain('\n## Subcommands\n')
    expect(pageByRoute.get(`${BASE}/usage`)!.source).toContain('\n## Arguments\n')
    expect(pageByRoute.get(`${BASE}/api/get-apis`)!.source).toContain('`GET /v1/apis`')
    const index = pageByRoute.get(BASE)!.source
    for (const h of ['## Install', '## Global flags', '## Commands']) expect(index).toContain(`\n${h}\n`)
  })

  it('carries at least 250 words of prose on every page except API operations', () => {
    for (const route of MAIN_ROUTES) {
      const prose = withoutFences(body(pageByRoute.get(route)!.source))
      const words = prose.split(/\s+/).filter((w) => /[A-Za-z]/.test(w) && !w.startsWith('|') && !/^\(?\/docs/.test(w))
      expect(words.length, route).toBeGreaterThanOrEqual(250)
    }
  })

  it('contains no placeholder wording', () => {
    for (const page of pages) expect(page.source, page.path).not.toMatch(/lorem|\bTODO\b|\bTBD\b|coming soon/i)
  })

  it('compiles every page as MDX', async () => {
    for (const page of pages) {
      await expect(
        compile(page.source, { remarkPlugins: [remarkFrontmatter, remarkGfm] }).then(() => 'ok'),
        page.path,
      ).resolves.toBe('ok')
    }
  })

  it('escapes pipes in table cells so every row has the header column count', () => {
    for (const page of pages) {
      let columns = 0
      for (const line of withoutFences(page.source).split('\n')) {
        if (!line.startsWith('|')) {
          columns = 0
          continue
        }
        const cells = line.replace(/\\\|/g, '').split('|').length
        if (columns === 0) columns = cells
        expect(cells, `${page.path}: ${line}`).toBe(columns)
      }
    }
  })

  it('is deterministic', async () => {
    const again = await cliReference({ contentDir })
    expect(again).toEqual(files)
    expect(renderCliReference(parseCliData(parse(await readFile(path.join(contentDir, 'data', 'cli.yaml'), 'utf8'))))).toEqual(files)
  })

  it('fails with the file name and key path when a required field is missing', async () => {
    const result = withData((raw) => {
      const cmd = raw.commands.find((c: { path: string }) => c.path === 'speakeasy generate sdk')
      delete cmd.summary
    })
    await expect(result).rejects.toThrow('content/data/cli.yaml')
    await expect(result).rejects.toThrow(/commands\[\d+\] \(command "speakeasy generate sdk"\)\.summary: Required/)
  })

  it('fails when an example uses a flag the command does not have', async () => {
    const result = withData((raw) => {
      raw.commands.find((c: { path: string }) => c.path === 'speakeasy merge').examples[0].command = 'speakeasy merge --inputs a.yaml'
    })
    await expect(result).rejects.toThrow(/content\/data\/cli\.yaml[\s\S]*command "speakeasy merge"\)\.examples\[0\]\.command: `--inputs` is not a flag/)
  })

  it('fails when a related command does not exist', async () => {
    const result = withData((raw) => {
      raw.commands.find((c: { path: string }) => c.path === 'speakeasy update').related.push('speakeasy upgrade')
    })
    await expect(result).rejects.toThrow(/command "speakeasy update"\)\.related\[2\]: unknown command "speakeasy upgrade"/)
  })
})

// Issue 16 item 1: a Nextra-shaped site whose pages import built-ins, partials, data, components
// and images builds unchanged; a change to an imported file recompiles the pages that import it;
// an import that cannot be resolved fails the build at its line.
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, type RunResult } from '../helpers/cli.js'

describe('site build on a Nextra site with imports', () => {
  let root: string
  let first: RunResult
  beforeAll(async () => {
    root = await copyFixture('nextra')
    first = await runSite(['build', '--root', root])
  })
  const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')

  it('builds every page', () => {
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/Wrote 3 pages/)
  })

  it('gives imports from nextra modules the built-ins, also inside an imported partial', async () => {
    const home = await html('index.html')
    expect(home).toMatch(/<div class="callout callout-warning"[^>]*>.*Version <!-- -->4\.2\.0<!-- --> drops/s)
    expect(home).toContain('role="tablist"')
    expect(home).toContain('<a class="card" href="/docs/guide">')
    // The partial `_partials/install.mdx`: imported Steps, and Callout without an import.
    expect(home).toContain('<div class="steps"><h3 id="install-the-cli">Install the CLI</h3>')
    expect(home).toContain('Partials get the built-ins without importing them.')
  })

  it("searches and twins the partial's text where the page shows it, under the partial's heading", async () => {
    const searchDir = path.join(root, 'dist/_site/search')
    const indexFile = (await readdir(searchDir)).find((f) => f.endsWith('.json'))!
    const index = JSON.parse(await readFile(path.join(searchDir, indexFile), 'utf8')) as Record<string, { data: Record<string, string> }>
    expect(index['/']!.data['install-the-cli#Install the CLI']).toBe('Run the installer.\nPartials get the built-ins without importing them.\nnpm install acme\npnpm add acme')
    expect(await html('index.md')).toContain('### Install the CLI\n\nRun the installer.\n\n> **Info**\n>\n> Partials get the built-ins without importing them.\n\n## npm')
  })

  it('renders a component file of the project, `export const` values, next/link, and publishes an imported image', async () => {
    const guide = await html('docs/guide.html')
    expect(guide).toContain('<p class="counter">Retries<!-- -->: <output>3</output></p>')
    expect(guide).toContain('The API accepts <!-- -->1200<!-- --> requests a minute on the <!-- -->team (en-US)<!-- --> plan, in <span class="regions">eu-west-1, us-east-2</span>.')
    expect(guide).toContain('<a href="/">Back home</a>')
    const src = /<img src="(\/_site\/media\/diagram\.[0-9a-f]{10}\.png)" alt="Request flow"\/>/.exec(guide)?.[1]
    expect(src).toBeDefined()
    const published = await readFile(path.join(root, 'dist', src!))
    expect(published.equals(await readFile(path.join(root, 'content/docs/assets/diagram.png')))).toBe(true)
  })

  it('gives every page the components of content/mdx-components.tsx and of the config, without imports (item 2)', async () => {
    const page = await html('docs/shortcuts.html')
    expect(page).toContain('<h1 id="shortcuts-new">Shortcuts <span class="badge">new</span></h1>')
    expect(page).toContain('Press <kbd class="kbd">Ctrl</kbd> + <kbd class="kbd">K</kbd> to search.')
    expect(page).toContain('<figure class="screenshot"><img src="https://cdn.acme.example/search.png" alt="The search dialog"/><figcaption>The search dialog</figcaption></figure>')
  })

  it('renders an unknown component as a labelled placeholder around its children with a located warning; strict makes it an error (item 2)', async () => {
    await writeFile(path.join(root, 'content/docs/video.mdx'), '---\ntitle: Video\n---\n\n<Video autoPlay>Watch the **demo**.</Video>\n')
    const result = await runSite(['build', '--root', root, '--out', 'dist-video'])
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('content/docs/video.mdx:5:1  warning  Unknown component `Video`: rendered as a placeholder around its content  mdx/unknown-component')
    const page = await readFile(path.join(root, 'dist-video/docs/video.html'), 'utf8')
    expect(page).toMatch(/<div class="mdx-missing" role="group" aria-label="Missing component Video" data-missing-component="Video"><p class="mdx-missing-label">Component <code>Video<\/code> is not available on this site\.<\/p>.*Watch the <strong>demo<\/strong>\./s)
    const configFile = path.join(root, 'content/site.config.ts')
    const config = await readFile(configFile, 'utf8')
    await writeFile(configFile, config.replace('components: {', 'strict: true,\n  components: {'))
    try {
      const strict = await runSite(['build', '--root', root, '--out', 'dist-strict'])
      expect(strict.code).toBe(1)
      expect(strict.stderr).toContain('content/docs/video.mdx:5:1  error  Unknown component `Video`')
    } finally {
      await writeFile(configFile, config)
      await rm(path.join(root, 'content/docs/video.mdx'))
    }
  })

  it('locates a render error at the expression, in the page or in the component file, with the component and a hint (item 9)', async () => {
    const added = [path.join(root, 'content/docs/oops.mdx'), path.join(root, 'content/docs/chart.mdx'), path.join(root, 'components/chart.tsx')]
    await writeFile(added[0]!, '---\ntitle: Oops\n---\n\n# Oops\n\nThe limit is {limits.requests} a minute.\n')
    await writeFile(added[1]!, "---\ntitle: Chart\n---\nimport { Chart } from '../../components/chart'\n\n<Chart points={[1, 2]} />\n")
    await writeFile(added[2]!, 'export function Chart({ points }: { points: number[] }) {\n  return <svg>{points.map((p: any) => p.value.toFixed(1))}</svg>\n}\n')
    try {
      const result = await runSite(['build', '--root', root, '--out', 'dist-oops'])
      expect(result.code).toBe(1)
      expect(result.stderr).toContain("content/docs/oops.mdx:7:15  error  Rendering /docs/oops failed in the page's content: ReferenceError: limits is not defined  render/failed")
      expect(result.stderr).toContain('hint: `limits` is not defined: import it, define it with `export const limits = …`')
      expect(result.stderr).toMatch(/^\[content\] components\/chart\.tsx:2:\d+ {2}error {2}Rendering \/docs\/chart failed in `Chart`: TypeError: Cannot read properties of undefined \(reading 'toFixed'\)/m)
    } finally {
      for (const file of added) await rm(file)
    }
  })

  it('runs getStaticProps before the render (its props above); one that throws is a warning at the export and the page builds without props, an error with strict; getStaticPaths is noted once', async () => {
    expect(first.stdout.match(/content\/docs\/guide\.mdx:16:1 {2}info {2}`getStaticPaths` ignored/g)).toHaveLength(1)
    const releases = path.join(root, 'content/docs/releases.mdx')
    const page = "---\ntitle: Releases\n---\nimport { useData } from 'nextra/data'\n\nexport async function getStaticProps() {\n  throw new TypeError('fetch failed')\n}\n\nexport const Count = () => <b>{Object.keys(useData()).length}</b>\n\nReleases: <Count />\n"
    await writeFile(releases, page)
    const configFile = path.join(root, 'content/site.config.ts')
    const config = await readFile(configFile, 'utf8')
    try {
      const result = await runSite(['build', '--root', root, '--out', 'dist-releases'])
      expect(result.code, result.stderr).toBe(0)
      expect(result.stderr).toContain('content/docs/releases.mdx:6:1  warning  `getStaticProps` failed: TypeError: fetch failed  mdx/static-props-failed')
      expect(await readFile(path.join(root, 'dist-releases/docs/releases.html'), 'utf8')).toContain('<p>Releases: <b>0</b></p>')
      // A page that cannot do without the data fails where it reads it, saying why.
      await writeFile(releases, page.replace('Object.keys(useData()).length', 'useData().map((r) => r.name)'))
      const broken = await runSite(['build', '--root', root, '--out', 'dist-releases-broken'])
      expect(broken.code).toBe(1)
      expect(broken.stderr).toMatch(/content\/docs\/releases\.mdx:10:\d+ {2}error {2}Rendering \/docs\/releases failed in `Count`: TypeError: .*\.map is not a function/)
      expect(broken.stderr).toContain('hint: Its getStaticProps failed (reported above), so it rendered without its props.')
      await writeFile(releases, page)
      await writeFile(configFile, config.replace('components: {', 'strict: true,\n  components: {'))
      const strict = await runSite(['build', '--root', root, '--out', 'dist-releases-strict'])
      expect(strict.code).toBe(1)
      expect(strict.stderr).toContain('content/docs/releases.mdx:6:1  error  `getStaticProps` failed: TypeError: fetch failed  mdx/static-props-failed')
      expect(existsSync(path.join(root, 'dist-releases-strict'))).toBe(false)
    } finally {
      await writeFile(configFile, config)
      await rm(releases)
    }
  })

  it('runs getStaticProps again in each build, and writes what it gives even when nothing the page imports changed', async () => {
    const latest = path.join(root, 'content/docs/latest.mdx')
    await writeFile(latest, "---\ntitle: Latest\n---\nimport { readFileSync } from 'node:fs'\n\nexport const getStaticProps = () => ({ props: { release: readFileSync('release.txt', 'utf8').trim() } })\n\nThe latest release is {props.release}.\n")
    const release = path.join(root, 'release.txt')
    try {
      for (const version of ['1.4.0', '1.5.0']) {
        await writeFile(release, `${version}\n`)
        const built = await runSite(['build', '--root', root, '--out', 'dist-latest'], { cwd: root })
        expect(built.code, built.stderr).toBe(0)
        expect(await readFile(path.join(root, 'dist-latest/docs/latest.html'), 'utf8')).toContain(`The latest release is <!-- -->${version}<!-- -->.`)
      }
    } finally {
      await rm(latest)
      await rm(release)
    }
  })

  it('recompiles the pages that import a changed file, and only those', async () => {
    const warm = await runSite(['build', '--root', root, '--out', 'dist-warm'])
    // The guide runs getStaticProps in every build, so it renders again; the other pages are copied.
    expect(warm.stdout).toContain('(0 compiled, 1 rendered)')
    const partial = path.join(root, 'content/_partials/install.mdx')
    await writeFile(partial, (await readFile(partial, 'utf8')).replace('Run the installer.', 'Run the new installer.'))
    const changed = await runSite(['build', '--root', root, '--out', 'dist-changed'])
    expect(changed.code).toBe(0)
    expect(changed.stdout).toContain('(1 compiled,')
    expect(await readFile(path.join(root, 'dist-changed/index.html'), 'utf8')).toContain('Run the new installer.')
    expect(await readFile(path.join(root, 'dist-changed/index.md'), 'utf8')).toContain('Run the new installer.')
    // The index holds the partial's text: its name (cached for a year) changes with it, as with a page's own text.
    const indexOf = async (out: string) => {
      const folder = path.join(root, out, '_site/search')
      const name = (await readdir(folder)).find((f) => f.endsWith('.json'))!
      return { name, text: await readFile(path.join(folder, name), 'utf8') }
    }
    const [before, after] = [await indexOf('dist-warm'), await indexOf('dist-changed')]
    expect(after.text).toContain('Run the new installer.')
    expect(after.name).not.toBe(before.name)
    const data = path.join(root, 'content/data/versions.json')
    await writeFile(data, (await readFile(data, 'utf8')).replace('4.2.0', '5.0.0'))
    const again = await runSite(['build', '--root', root, '--out', 'dist-data'])
    expect(again.stdout).toContain('(1 compiled,')
    expect(await readFile(path.join(root, 'dist-data/index.html'), 'utf8')).toContain('Version <!-- -->5.0.0<!-- --> drops')
  })

  it('fails at the import that cannot be resolved, naming the module, with a hint', async () => {
    await writeFile(path.join(root, 'content/docs/card.astro'), '<div class="card"><slot /></div>\n')
    await writeFile(path.join(root, 'content/docs/broken.mdx'), "---\ntitle: Broken\n---\n\nimport { Chart } from 'acme-charts'\nimport Missing from './missing.mdx'\nimport { Gauge } from '@acme/gauges/dist/ssr'\nimport Card from './card.astro'\nimport { Hero } from '@/components/hero'\n\n<Chart />\n")
    const result = await runSite(['build', '--root', root, '--out', 'dist-broken'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/docs/broken.mdx:5:1  error  Cannot resolve the import of `acme-charts`  mdx/unresolved-import')
    expect(result.stderr).toContain('hint: Install it (`npm install acme-charts`)')
    expect(result.stderr).toContain('content/docs/broken.mdx:6:1  error  Cannot resolve the import of `./missing.mdx`')
    // The hint names the package to install, not the module path inside it.
    expect(result.stderr).toContain('content/docs/broken.mdx:7:1  error  Cannot resolve the import of `@acme/gauges/dist/ssr`')
    expect(result.stderr).toContain('hint: Install it (`npm install @acme/gauges`)')
    // A component of another framework, found but not runnable, and a path alias the project does not map.
    expect(result.stderr).toContain('content/docs/broken.mdx:8:1  error  Cannot import `./card.astro`: Astro components do not render here  mdx/unresolved-import')
    expect(result.stderr).toContain('hint: `./card.astro` is an Astro component, which pages here cannot run: write it as a React component')
    expect(result.stderr).toContain('content/docs/broken.mdx:9:1  error  Cannot resolve the import of `@/components/hero`')
    expect(result.stderr).toContain('hint: `@/` is a path alias, not a package: map it in the project\'s tsconfig.json or jsconfig.json')
    expect(existsSync(path.join(root, 'dist-broken'))).toBe(false)
    expect(await readdir(path.join(root, 'dist'))).toContain('index.html')
  })
})

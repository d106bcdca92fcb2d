// A Nextra 4 site (tests/fixtures/sites/nextra4: `mdx-components.tsx` at the project root
// extending the theme's components, a `_meta.global.tsx` that reads them for a JSX title, an MDX
// page exporting an async server component) builds with its pages untouched.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, type RunResult } from '../helpers/cli.js'

describe('site build on a Nextra 4 site', () => {
  let root: string
  let run: RunResult
  beforeAll(async () => {
    root = await copyFixture('nextra4')
    run = await runSite(['build', '--root', root], { cwd: root })
  })
  const html = (file: string) => readFile(path.join(root, 'dist', file), 'utf8')

  it('builds every page without a problem', () => {
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/pages +4 pages/)
  })

  it('renders what an async component awaited', async () => {
    const page = await html('docs/versions.html')
    expect(page).toContain('<li>2.1.0<!-- --> shipped on <!-- -->2025-03-02</li>')
    expect(page).toContain('<li>2.0.0<!-- --> shipped on <!-- -->2024-11-18</li>')
  })

  it('reads the sidebar from _meta.global.tsx, whose titles use the components of mdx-components.tsx', async () => {
    const page = await html('docs/install.html')
    expect(page).toMatch(/href="\/docs\/shortcuts"[^>]*>(<[^>]+>)*<img [^>]*class="framed"[^>]*\/> Shortcuts</)
    expect(page).toMatch(/>Versions</)
  })

  it("answers useConfig().normalizePagesResult, which a site's own breadcrumb and pagination read", async () => {
    const project = await copyFixture('nextra4')
    const trail = [
      "import { useConfig } from 'nextra-theme-docs'",
      '',
      'export function Trail() {',
      '  const { activePath, flatDocsDirectories, activeIndex, docsDirectories } = useConfig().normalizePagesResult',
      '  const next = flatDocsDirectories[activeIndex + 1]',
      '  return (',
      '    <p className="trail">',
      "      {activePath.map((item) => item.title).join(' / ')} | {docsDirectories.length} in the sidebar | next: {next ? `${next.title} ${next.route}` : 'none'}",
      '    </p>',
      '  )',
      '}',
      '',
    ].join('\n')
    await writeFile(path.join(project, 'trail.tsx'), trail)
    const install = path.join(project, 'content/docs/install.mdx')
    await writeFile(install, `import { Trail } from '../../trail'\n\n<Trail />\n\n${await readFile(install, 'utf8')}`)
    const built = await runSite(['build', '--root', project], { cwd: project })
    expect(built.code, built.stderr).toBe(0)
    const page = (await readFile(path.join(project, 'dist/docs/install.html'), 'utf8')).replaceAll('<!-- -->', '')
    expect(page).toContain('<p class="trail">Docs / Install | 3 in the sidebar | next: Shortcuts /docs/shortcuts</p>')
  })

  it("reads _meta.global from the App Router folder, where Nextra 4 reads it, and builds again when it changes", async () => {
    const project = await copyFixture('nextra4')
    await mkdir(path.join(project, 'app'))
    await rename(path.join(project, 'content/_meta.global.tsx'), path.join(project, 'app/_meta.global.tsx'))
    const built = await runSite(['build', '--root', project], { cwd: project })
    expect(built.code, built.stderr).toBe(0)
    expect(built.stderr).toBe('')
    // The sidebar is drawn twice (beside the page and in the mobile menu): its links once each, in order.
    const sidebar = async () => [...new Set([...(await readFile(path.join(project, 'dist/docs/install.html'), 'utf8')).matchAll(/class="sidebar-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="sidebar-link/g)].map((m) => m[1] ?? m[2]))]
    expect(await sidebar()).toEqual(['/docs/install', '/docs/shortcuts', '/docs/versions'])
    const meta = path.join(project, 'app/_meta.global.tsx')
    await writeFile(meta, (await readFile(meta, 'utf8')).replace("versions: 'Versions',", "versions: 'Versions',\n      install: 'Install',").replace("install: '',\n", ''))
    const again = await runSite(['build', '--root', project], { cwd: project })
    expect(again.code, again.stderr).toBe(0)
    expect(await sidebar()).toEqual(['/docs/shortcuts', '/docs/versions', '/docs/install'])
  })

  it('gives pages the components of the root mdx-components.tsx', async () => {
    expect(await html('docs/shortcuts.html')).toContain('<kbd class="kbd">Ctrl</kbd>')
  })
})

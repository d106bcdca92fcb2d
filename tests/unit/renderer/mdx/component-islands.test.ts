// Issue 16 item 1: which imports become islands. A page's interactive component file does; the
// modules of an installed package never do, even those with state (a package's internals, such as
// an animation library's, are bundled as they are).
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { bundlePage } from '../../../../renderer/mdx/bundle-page.js'
import { runModule } from '../../../../renderer/mdx/run-content.js'
import { REPO, tempRoot } from '../../../helpers/cli.js'

const STATEFUL = "import { useState } from 'react'\nexport function Toggle() { const [on, set] = useState(false); return <button onClick={() => set(!on)}>{String(on)}</button> }\n"

describe('component islands', () => {
  it('wraps a relative interactive component of the site, never a module inside node_modules', async () => {
    const root = await tempRoot('islands')
    await mkdir(path.join(root, 'components'), { recursive: true })
    await mkdir(path.join(root, 'node_modules/motionish'), { recursive: true })
    await writeFile(path.join(root, 'components/toggle.jsx'), STATEFUL)
    await writeFile(path.join(root, 'node_modules/motionish/package.json'), JSON.stringify({ name: 'motionish', main: 'index.js' }))
    await writeFile(path.join(root, 'node_modules/motionish/index.js'), "export { Toggle as Presence } from './presence.js'\n")
    await writeFile(path.join(root, 'node_modules/motionish/presence.js'), STATEFUL)
    const code = "import { Toggle } from './components/toggle.jsx'\nimport { Presence } from 'motionish'\nexport default function Page() { return <><Toggle /><Presence /></> }\n"
    const result = await bundlePage({ code, imports: [], absPath: path.join(root, 'page.mdx'), root })
    expect(result.diagnostics).toEqual([])
    const islands = result.assets.filter((a) => a.path.startsWith('_site/islands/') && !a.path.includes('/chunks/')).map((a) => path.basename(a.path).split('.')[0])
    expect(islands).toEqual(['toggle'])
  })

  // Next.js resolves a bare import from the project folder when it has a tsconfig.json or jsconfig.json,
  // with or without baseUrl (as the Prompt Engineering Guide's pages import 'components/screenshot').
  it('resolves a bare import from the project of a tsconfig without baseUrl, an interactive file as an island', async () => {
    const root = path.join(REPO, 'tests/fixtures/sites/nextra-base-url')
    const code = "import { Screenshot } from 'components/screenshot'\nimport ReleaseList from 'components/release-list'\nexport default function Page() { return <><Screenshot src=\"/dashboard.png\" alt=\"Dashboard\" /><ReleaseList channel=\"beta\" /></> }\n"
    const result = await bundlePage({ code, imports: [], absPath: path.join(root, 'content/docs/releases.mdx'), root })
    expect(result.diagnostics).toEqual([])
    const islands = result.assets.filter((a) => a.path.startsWith('_site/islands/') && !a.path.includes('/chunks/')).map((a) => path.basename(a.path).split('.')[0])
    expect(islands).toEqual(['release-list'])
    const Page = runModule(result.code!, root).default as () => null
    expect(renderToStaticMarkup(createElement(Page))).toContain('<figure class="screenshot"><img src="/dashboard.png" alt="Dashboard"/></figure>')
  })

  it('leaves a bare import of a project file unresolved without a tsconfig or jsconfig, as Next.js does', async () => {
    const root = await tempRoot('no-tsconfig')
    await cp(path.join(REPO, 'tests/fixtures/sites/nextra-base-url'), root, { recursive: true })
    await rm(path.join(root, 'tsconfig.json'))
    const code = "import { Screenshot } from 'components/screenshot'\nexport default function Page() { return <Screenshot src=\"/dashboard.png\" alt=\"Dashboard\" /> }\n"
    const result = await bundlePage({ code, imports: [], absPath: path.join(root, 'content/docs/releases.mdx'), root })
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(['mdx/unresolved-import'])
  })

  // A `'use client'` module's capitalised exports that are not components (a context, as framer-motion
  // 11's MotionContext) reach their readers as they are: wrapped, a reader's useContext got a function.
  it('passes a context exported by a \'use client\' module through unchanged, to readers and as a provider', async () => {
    const root = path.join(REPO, 'tests/fixtures/sites/nextra-islands')
    const code = "import { GlowContext } from '../components/glow/context'\nimport { GlowLabel } from '../components/glow/label'\nexport default function Page() { return <><GlowLabel name=\"Hall\" /><GlowContext value=\"green\"><GlowLabel name=\"Garden\" /></GlowContext></> }\n"
    const result = await bundlePage({ code, imports: [], absPath: path.join(root, 'content/glow.mdx'), root })
    expect(result.diagnostics).toEqual([])
    const Page = runModule(result.code!, root).default as () => null
    expect(renderToStaticMarkup(createElement(Page))).toBe('<span class="glow-label">Hall glows AMBER</span><span class="glow-label">Garden glows GREEN</span>')
  })
})

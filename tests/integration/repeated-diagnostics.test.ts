// A problem is reported once, however many pages meet it: a component file without browser code
// was warned about once per page importing it (247 warnings on a 14-locale Nextra site).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

// Interactive (state), so an island; its browser build fails on the Node module.
const DISK_USAGE = `import { useState } from 'react'
import { statfsSync } from 'node:fs'

export function DiskUsage() {
  const [open, setOpen] = useState(false)
  return <button type="button" onClick={() => setOpen(!open)}>{open ? statfsSync('/').bfree : 'Free blocks'}</button>
}
`

describe('a component file that fails in the browser, imported by three pages', () => {
  it('is one warning, and every page is written with the component rendered on the server', async () => {
    const root = await copyFixture('basic')
    await mkdir(path.join(root, 'components'), { recursive: true })
    await writeFile(path.join(root, 'components/disk-usage.jsx'), DISK_USAGE)
    for (const name of ['quotas', 'volumes', 'alerts']) {
      await writeFile(path.join(root, `content/docs/${name}.mdx`), `import { DiskUsage } from '../../components/disk-usage.jsx'\n\n# ${name}\n\n<DiskUsage />\n`)
    }
    const run = await runSite(['build', '--root', root])
    expect(run.code, run.stderr).toBe(0)
    const reported = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.includes('mdx/island-failed'))
    expect(reported).toEqual([expect.stringMatching(/^\[content\] components\/disk-usage\.jsx:2:\d+ +warning +Interactive components render on the server only/)])
    for (const name of ['quotas', 'volumes', 'alerts']) expect(await readFile(path.join(root, `dist/docs/${name}.html`), 'utf8')).toContain('>Free blocks</button>')
  })
})

describe('a build with nothing to do', () => {
  it("prints the last build's warnings again, with their code frames, until they are fixed", async () => {
    const root = await copyFixture('basic')
    const page = path.join(root, 'content/docs/limits.mdx')
    await writeFile(page, '---\ntitle: Limits\ndescripton: Request quotas per key\n---\n\n# Limits\n\nEach key sends 100 requests a minute.\n')
    const warningsOf = (stderr: string) => stderr.split('\n').filter((line) => line.includes('frontmatter/unknown-key'))
    const first = await runSite(['build', '--root', root])
    expect(first.code, first.stderr).toBe(0)
    expect(warningsOf(first.stderr)).toEqual([expect.stringMatching(/^\[content\] content\/docs\/limits\.mdx:3:1 +warning +Unknown key `descripton`/)])
    const again = await runSite(['build', '--root', root])
    expect(again.stdout).toContain("is up to date (5 pages; the last build's 1 warning above still stands)")
    expect(again.stderr).toBe(first.stderr)
    await writeFile(page, (await readFile(page, 'utf8')).replace('descripton', 'description'))
    expect((await runSite(['build', '--root', root])).stderr).toBe('')
    const fixed = await runSite(['build', '--root', root])
    expect(fixed.stdout).toMatch(/is up to date \(5 pages\) in/)
    expect(fixed.stderr).toBe('')
  })
})

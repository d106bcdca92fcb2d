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

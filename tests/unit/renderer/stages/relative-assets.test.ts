// Files a page references relatively are published from anywhere in the project, as Nextra imports
// them (`../../img/x.png` from content/guides/ reaches the img/ beside the old pages folder), but
// never from outside the project or from a private file.
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { relativeAssets } from '../../../../renderer/stages/relative-assets.js'
import { tempRoot } from '../../../helpers/cli.js'

describe('relativeAssets', () => {
  it('publishes a file of the project outside content/, never a private file or one outside the project', async () => {
    const base = await tempRoot('relative-assets')
    const root = path.join(base, 'site')
    for (const dir of ['content/guides', 'img', '.private']) await mkdir(path.join(root, dir), { recursive: true })
    await writeFile(path.join(root, 'img/chart.png'), 'png')
    await writeFile(path.join(root, '.private/key.png'), 'secret')
    await writeFile(path.join(base, 'outside.png'), 'outside')
    await symlink(path.join(base, 'outside.png'), path.join(root, 'img/link.png'))
    const hrefs = ['../../img/chart.png', '../../.private/key.png', '../../../outside.png', '../../img/link.png']
    const found = relativeAssets(hrefs, path.join(root, 'content/guides/rag.mdx'), path.join(root, 'content'), new Map())
    expect(found).toEqual([{ href: '../../img/chart.png', from: path.join(root, 'img/chart.png'), path: expect.stringMatching(/^_site\/media\/chart\.[0-9a-f]{10}\.png$/) }])
  })
})

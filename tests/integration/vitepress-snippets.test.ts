// A VitePress page's `<<< path` snippets (renderer/mdx/remark-snippets.ts) through `site build`:
// an edit to the included file alone builds the page again and names a new search index (the
// index's name hashes the texts pages include, renderer/mdx/snippet-files.ts).
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'

describe('<<< code snippets in a build', () => {
  it('builds the page again and renames the search index when only the included file changes', async () => {
    const root = await copyFixture('basic')
    await mkdir(path.join(root, 'content/snippets'))
    const snippet = path.join(root, 'content/snippets/limits.ts')
    await writeFile(snippet, '// #region limit\nexport const RATE_LIMIT = 100\n// #endregion limit\n')
    await writeFile(path.join(root, 'content/docs/limits.md'), '---\ntitle: Limits\n---\n\n# Limits\n\n<<< @/snippets/limits.ts#limit{1}\n')
    const indexName = async () => (await readdir(path.join(root, 'dist/_site/search'))).filter((f) => f.endsWith('.json'))
    const html = () => readFile(path.join(root, 'dist/docs/limits.html'), 'utf8')

    const first = await runSite(['build', '--root', root])
    expect(first.stderr).toBe('')
    expect(await html()).toMatch(/<span class="line" data-highlighted="">.*RATE_LIMIT.*100/)
    const before = await indexName()

    await writeFile(snippet, '// #region limit\nexport const RATE_LIMIT = 250\n// #endregion limit\n')
    const second = await runSite(['build', '--root', root])
    expect(second.stdout).toContain('(1 compiled, 1 rendered;')
    expect(await html()).toContain('250')
    expect(await indexName()).not.toEqual(before)
    expect(await readFile(path.join(root, 'dist/docs/limits.md'), 'utf8')).toContain('```ts {1}\nexport const RATE_LIMIT = 250\n```')
  })
})

/** Config errors that teach (issue 15 item 3): each a located message with a hint. */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../../cli/config/load.js'
import { runSite, tempRoot } from '../../../helpers/cli.js'

async function siteWith(configSource: string): Promise<string> {
  const root = await tempRoot('config')
  await mkdir(path.join(root, 'content'))
  await writeFile(path.join(root, 'content/site.config.ts'), configSource)
  return root
}

const message = async (source: string) => (await loadConfig(await siteWith(source)).then(() => 'no error', (e: Error) => e.message))
const head = "import { defineConfig } from 'site/config'\n\n"

describe('config errors', () => {
  it('without a default export: says so and shows the smallest config', async () => {
    expect(await message(`${head}export const config = defineConfig({ siteUrl: 'https://a.example', brand: { name: 'A' } })\n`)).toBe(
      "content/site.config.ts: invalid configuration\n  No default export. End the file with:\n      export default defineConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'My docs' } })",
    )
  })

  it('a missing required key shows the expected shape', async () => {
    expect(await message(`${head}export default defineConfig({ brand: { name: 'A' } } as never)\n`)).toBe(
      "content/site.config.ts: invalid configuration\n  siteUrl: Required. A config needs at least:\n      export default defineConfig({ siteUrl: 'https://docs.example.com', brand: { name: 'My docs' } })",
    )
    expect(await message(`${head}export default defineConfig({\n  siteUrl: 'https://a.example',\n  brand: {},\n} as never)\n`)).toContain('brand.name: Required (line 5). A config needs at least:')
  })

  it('an unknown key names the likely one, at any depth, with its line', async () => {
    const text = await message(`${head}export default defineConfig({\n  siteUrl: 'https://a.example',\n  brand: { name: 'A' },\n  serach: { placeholder: 'Find' },\n  navbar: { itmes: [] },\n} as never)\n`)
    expect(text).toContain("(root): Unrecognized key(s) in object: 'serach' (line 6). `serach`: did you mean `search`?")
    expect(text).toContain("navbar: Unrecognized key(s) in object: 'itmes' (line 7). `itmes`: did you mean `items`?")
    expect(await message(`${head}export default defineConfig({ siteUrl: 'https://a.example', brand: { name: 'A' }, zzzzzz: 1 } as never)\n`)).toContain(
      "Unrecognized key(s) in object: 'zzzzzz' (line 3). Known keys here: siteUrl, basePath, brand,",
    )
  })

  it('a wrong type names the key, its line and the expected type', async () => {
    expect(await message(`${head}export default defineConfig({\n  siteUrl: 'https://a.example',\n  brand: { name: 42 },\n} as never)\n`)).toBe(
      'content/site.config.ts: invalid configuration\n  brand.name: Expected string, received number (line 5)',
    )
  })

  it('a config that throws while loading: the error and its stack point into content/site.config.ts, never a temporary file', async () => {
    const root = await siteWith(`${head}const name = (): string => {\n  throw new Error('no name yet')\n}\n\nexport default defineConfig({ siteUrl: 'https://a.example', brand: { name: name() } })\n`)
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/site.config.ts:4:9: the config threw while loading: Error: no name yet')
    expect(result.stderr).toContain('at name (content/site.config.ts:4:9)')
    expect(result.stderr).not.toMatch(/\.site-cache|\.mjs/)
  })
})

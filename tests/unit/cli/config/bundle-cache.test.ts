/** The config's bundle is kept between builds and made again when the config or a file it imports changes. */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../../cli/config/load.js'
import { tempRoot } from '../../../helpers/cli.js'

const CONFIG = "import { defineConfig } from 'site/config'\nimport { name } from './brand.js'\n\nexport default defineConfig({ siteUrl: 'https://a.example', brand: { name } })\n"

describe('the kept config bundle', () => {
  it('is used while its inputs are unchanged, and made again when an imported file changes', async () => {
    const root = await tempRoot('config-cache')
    await mkdir(path.join(root, 'content'))
    await writeFile(path.join(root, 'content/site.config.ts'), CONFIG)
    await writeFile(path.join(root, 'content/brand.ts'), "export const name = 'Acme'\n")
    expect((await loadConfig(root)).brand.name).toBe('Acme')

    // The kept code is what runs: a mark put into it shows up while no input changed.
    const kept = path.join(root, '.site-cache/config-bundle.json')
    const entry = JSON.parse(await readFile(kept, 'utf8')) as { value: string; inputs: Array<{ file: string }> }
    expect(entry.inputs.map((i) => path.relative(root, i.file))).toEqual(expect.arrayContaining(['content/site.config.ts', 'content/brand.ts']))
    await writeFile(kept, JSON.stringify({ ...entry, value: entry.value.replace('"Acme"', '"Kept"') }))
    expect((await loadConfig(root)).brand.name).toBe('Kept')
    // --no-cache bundles afresh.
    expect((await loadConfig(root, { cache: false })).brand.name).toBe('Acme')

    await writeFile(path.join(root, 'content/brand.ts'), "export const name = 'Acme Cloud'\n")
    expect((await loadConfig(root)).brand.name).toBe('Acme Cloud')
    await writeFile(path.join(root, 'content/site.config.ts'), CONFIG.replace('brand: { name }', "brand: { name: 'Edited' }"))
    expect((await loadConfig(root)).brand.name).toBe('Edited')
  })
})

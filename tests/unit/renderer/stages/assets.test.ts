// Issue 16: component islands share the built-in islands' runtime, which the page script carries
// only for a site that can have them, so a site without leaves its built-in islands' chunk as it was.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildAssets, prebuildClientAssets } from '../../../../renderer/stages/assets.js'

const scripts = (files: Array<{ path: string; contents: string | Uint8Array }>) => files.filter((f) => f.path.endsWith('.js'))
const text = (contents: string | Uint8Array) => (typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'))

describe('the page script and component islands', () => {
  it('carries the React API component islands read only when the site may have them', async () => {
    const [without, withIslands] = await Promise.all([buildAssets({}), buildAssets({ componentIslands: true })])
    expect(withIslands.componentIslands).toBe(true)
    expect(scripts(without.files).map((f) => f.path).filter((p) => p.includes('react-runtime'))).toEqual([])
    const runtime = scripts(withIslands.files).filter((f) => /\/react-runtime\.[A-Z0-9]+\.js$/.test(f.path))
    expect(runtime).toHaveLength(1)
    expect(text(runtime[0]!.contents)).toContain('__siteReact')
    // Without component islands the built-in islands' shared chunk is smaller: nothing of the API they do not use.
    const largest = (files: typeof without.files) => Math.max(...scripts(files).filter((f) => f.path.includes('/chunks/chunk.')).map((f) => text(f.contents).length))
    expect(largest(without.files)).toBeLessThan(largest(withIslands.files))
  })
})

describe("the assets the engine's build makes", () => {
  it('are taken while made from the same files, and made again by esbuild when one changed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-prebuilt-'))
    try {
      await prebuildClientAssets(dir)
      const file = path.join(dir, 'plain.json')
      const kept = JSON.parse(await readFile(file, 'utf8')) as { inputs: Array<{ file: string; stamp: string }>; value: { files: Array<{ path: string; contents: string }> } }
      expect(kept.inputs.some((input) => input.file.endsWith(path.join('client', 'entry.tsx')))).toBe(true)
      // A marker in the kept stylesheet shows which one a build took.
      const css = kept.value.files.find((f) => f.path.endsWith('.css'))!
      css.contents = `/*prebuilt*/${css.contents}`
      await writeFile(file, JSON.stringify(kept))
      const stylesheet = async () => text((await buildAssets({}, undefined, dir)).files.find((f) => f.path.endsWith('.css'))!.contents)
      expect(await stylesheet()).toMatch(/^\/\*prebuilt\*\//)
      expect(text((await buildAssets({ componentIslands: true }, undefined, dir)).files.find((f) => f.path.endsWith('.css'))!.contents)).not.toContain('prebuilt')
      kept.inputs[kept.inputs.length - 1]!.stamp = 'changed'
      await writeFile(file, JSON.stringify(kept))
      expect(await stylesheet()).not.toContain('prebuilt')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

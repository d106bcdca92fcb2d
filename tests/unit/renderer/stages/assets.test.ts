// Issue 16: component islands share the built-in islands' runtime, which the page script carries
// only for a site that can have them, so a site without leaves its built-in islands' chunk as it was.
import { describe, expect, it } from 'vitest'
import { buildAssets } from '../../../../renderer/stages/assets.js'

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

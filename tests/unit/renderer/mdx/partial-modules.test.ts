// Imported Markdown modules are compiled once per thread (renderer/mdx/partial-modules.ts).
import { describe, expect, it } from 'vitest'
import { compiledPartial, type PartialModule } from '../../../../renderer/mdx/partial-modules.js'

const module = (contents: string): PartialModule => ({ contents, diagnostics: [], imports: [], components: [] })

describe('compiled partial modules', () => {
  it('compiles a key once, again for another key, and again after a failed compile', async () => {
    let compiles = 0
    const make = (contents: string) => async () => {
      compiles++
      return module(contents)
    }
    const first = compiledPartial('a.mdx\0hash-1', make('one'))
    expect(compiledPartial('a.mdx\0hash-1', make('other'))).toBe(first)
    expect((await first).contents).toBe('one')
    expect((await compiledPartial('a.mdx\0hash-2', make('two'))).contents).toBe('two')
    expect(compiles).toBe(2)
    await expect(compiledPartial('b.mdx\0hash-1', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect((await compiledPartial('b.mdx\0hash-1', make('three'))).contents).toBe('three')
    expect(compiles).toBe(3)
  })

  it('keeps no new module once it holds about 96 M characters of code, and keeps the ones it has', async () => {
    const big = 'x'.repeat(20_000_000)
    let compiles = 0
    const make = () => async () => {
      compiles++
      return module(big)
    }
    for (const key of ['big-1', 'big-2', 'big-3', 'big-4', 'big-5']) await compiledPartial(key, make())
    expect(compiles).toBe(5)
    await compiledPartial('big-6', make())
    await compiledPartial('big-6', make())
    expect(compiles).toBe(7)
    for (const key of ['big-1', 'big-2', 'big-3', 'big-4', 'big-5']) await compiledPartial(key, make())
    expect(compiles).toBe(7)
  })
})

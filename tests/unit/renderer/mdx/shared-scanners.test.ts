// Oniguruma scanners compiled once per list of patterns (renderer/mdx/highlighter.ts sharedScanners):
// rules and grammars that ask for the same list share one, which is never disposed.
import { describe, expect, it } from 'vitest'
import { sharedScanners } from '../../../../renderer/mdx/highlighter.js'

type Engine = Parameters<typeof sharedScanners>[0]

describe('sharedScanners', () => {
  it('compiles each list of patterns once and searches with it for every rule that asks', () => {
    const compiled: string[][] = []
    const engine = {
      createScanner: (patterns: Array<string | RegExp>) => {
        compiled.push(patterns.map(String))
        return { findNextMatchSync: (string: unknown, start: number) => ({ index: compiled.length, captureIndices: [{ start, end: start + 1, length: 1 }] }), dispose: () => compiled.push(['disposed']) }
      },
      createString: (s: string) => ({ content: s }),
    } as unknown as Engine
    const shared = sharedScanners(engine)
    const a = shared.createScanner(['\\bimport\\b', '\\bfrom\\b'])
    const b = shared.createScanner(['\\bimport\\b', '\\bfrom\\b'])
    const c = shared.createScanner(['\\bimport\\b'])
    expect(compiled).toEqual([['\\bimport\\b', '\\bfrom\\b'], ['\\bimport\\b']])
    expect(a.findNextMatchSync('import x', 0, 0)).toEqual(b.findNextMatchSync('import x', 0, 0))
    expect(c).not.toBe(a)
    // vscode-textmate disposes a scanner only when it has a dispose: a shared one must outlive its rule.
    expect('dispose' in a).toBe(false)
    expect(shared.createString('x')).toEqual({ content: 'x' })
  })
})

// A render error in a page bundled with its imports is placed at the file that wrote the expression,
// named from the project root: the page in its nested folder, an imported partial, a component file.
// Found on the Nextra 2 docs built without `latex: true`, whose error read
// `../content/docs/guide/advanced/content/docs/guide/advanced/latex.mdx:25:42`.
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite, type RunResult } from '../helpers/cli.js'

describe('render errors of bundled pages', () => {
  let result: RunResult
  beforeAll(async () => {
    result = await runSite(['build', '--root', await copyFixture('nextra-render-errors')])
  })

  it('fails the build', () => {
    expect(result.code).toBe(1)
  })

  it('places an error in the page at its line, from the project root', () => {
    expect(result.stderr).toMatch(/^\[content\] content\/docs\/guide\/advanced\/math\.mdx:8:\d+ {2}error {2}Rendering \/docs\/guide\/advanced\/math failed in the page's content: ReferenceError: x is not defined {2}render\/failed$/m)
  })

  it('places an error in an imported partial at its own line', () => {
    expect(result.stderr).toMatch(/^\[content\] content\/_partials\/limits\.mdx:3:\d+ {2}error {2}Rendering \/docs\/usage failed in the page's content: ReferenceError: limits is not defined {2}render\/failed$/m)
  })

  it('places an error in a component file', () => {
    expect(result.stderr).toMatch(/^\[content\] components\/sparkline\.tsx:2:\d+ {2}error {2}Rendering \/docs\/stats failed in `Sparkline`: TypeError: Cannot read properties of undefined \(reading 'toFixed'\)/m)
  })
})

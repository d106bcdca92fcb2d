/** One containment rule (renderer/paths.ts) for scan, private files, sinks, relative assets, the output checks and site dev. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isInside, posixRelative, relativeInside } from '../../../renderer/paths.js'
import { realPathProblem } from '../../../renderer/private-files.js'
import { classifyChange } from '../../../cli/dev/changes.js'
import type { SiteConfig } from '../../../core/config/schema.js'

const root = path.resolve('/project/content')

describe('renderer/paths', () => {
  it('takes a folder and what lies below it as inside, by segments', () => {
    expect(isInside(root, root)).toBe(true)
    expect(isInside(path.join(root, 'docs', 'a.mdx'), root)).toBe(true)
    expect(isInside(path.resolve('/project/content-old/a.mdx'), root)).toBe(false)
    expect(isInside(path.resolve('/project/a.mdx'), root)).toBe(false)
    expect(relativeInside(root, path.join(root, 'docs', 'a.mdx'))).toBe('docs/a.mdx')
    expect(relativeInside(root, root)).toBe('')
    expect(relativeInside(root, path.resolve('/elsewhere'))).toBeUndefined()
    expect(posixRelative(root, path.resolve('/project/x/y.ts'))).toBe('../x/y.ts')
  })

  it('takes a name that starts with two dots as a name, not a climb', () => {
    expect(relativeInside(root, path.join(root, '..notes.mdx'))).toBe('..notes.mdx')
    expect(isInside(path.join(root, '..data', 'x.json'), root)).toBe(true)
    expect(realPathProblem(path.join(root, '..notes.mdx'), root)).toMatch(/private file/)
    expect(realPathProblem(path.join(root, '..', 'secret.txt'), root)).toMatch(/leads outside/)
    const config = { contentDir: root, root: path.dirname(root), blog: { folder: 'post' } } as SiteConfig
    expect(classifyChange(config, path.resolve('/engine'), path.join(root, '..data', 'a.mdx'))).toBeUndefined()
    expect(classifyChange(config, path.resolve('/engine'), path.resolve('/engine/templates/x.tsx'))).toBe('engine')
    // Nextra 4's _meta.global in the App Router folder: the site is planned again, as for data.
    expect(classifyChange(config, path.resolve('/engine'), path.resolve('/project/app/_meta.global.tsx'))).toBe('data')
    expect(classifyChange(config, path.resolve('/engine'), path.resolve('/project/src/app/_meta.global.js'))).toBe('data')
    expect(classifyChange(config, path.resolve('/engine'), path.resolve('/project/app/page.tsx'))).toBeUndefined()
    // A Docusaurus category and the blog's authors file: the content is read and planned again.
    expect(classifyChange(config, path.resolve('/engine'), path.join(root, 'docs', 'guides', '_category_.json'))).toBe('public')
    expect(classifyChange(config, path.resolve('/engine'), path.join(root, 'post', 'authors.yml'))).toBe('public')
    expect(classifyChange(config, path.resolve('/engine'), path.join(root, 'docs', 'authors.yml'))).toBe('dependency')
  })
})

/** The layering of DESIGN.md holds for every source file of the engine, and the check can fail. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAYERS, layerViolations } from '../helpers/layers.js'

const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...Object.keys(LAYERS)], { cwd: root, encoding: 'utf8' })
  return listed.split('\n').filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file))
}

describe('layering', () => {
  it('no file imports against its layer', () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(100)
    const violations = files.flatMap((file) => layerViolations(file, readFileSync(path.join(root, file), 'utf8')))
    expect(violations.map((v) => `${v.file}:${v.line}: '${v.specifier}' (${v.rule})`)).toEqual([])
  })

  it('reports an upward import, a Node built-in in core/ and client/, and dynamic imports', () => {
    expect(layerViolations('renderer/stages/plan.ts', "import { x } from '../../cli/config/load.js'\n")).toMatchObject([
      { file: 'renderer/stages/plan.ts', line: 1, specifier: '../../cli/config/load.js' },
    ])
    expect(layerViolations('templates/theme/Navbar.tsx', "// '../../renderer/x.js'\nimport type { A } from '../../renderer/nav.js'\n")).toMatchObject([
      { line: 2, specifier: '../../renderer/nav.js' },
    ])
    expect(layerViolations('core/config/schema.ts', "import path from 'node:path'\nimport fs from 'fs'\n")).toHaveLength(2)
    expect(layerViolations('client/entry.tsx', "const m = await import('../renderer/pipeline.js')\n")).toHaveLength(1)
    expect(layerViolations('api/app.ts', "export { a } from '../templates/x.js'\n")).toHaveLength(1)
    expect(layerViolations('templates/theme/Navbar.tsx', "import M from '../../client/islands/MobileMenu.js'\nimport { z } from 'zod'\n")).toEqual([])
    // The newsletter form's typed tRPC client: the router's type only, never its code.
    expect(layerViolations('client/islands/NewsletterForm.tsx', "import type { AppRouter } from '../../api/router.js'\n")).toEqual([])
    expect(layerViolations('client/islands/NewsletterForm.tsx', "import { appRouter } from '../../api/router.js'\n")).toHaveLength(1)
    expect(layerViolations('client/islands/NewsletterForm.tsx', "import type { Newsletter } from '../../api/newsletter.js'\n")).toHaveLength(1)
  })
})

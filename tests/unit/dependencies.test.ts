/**
 * package.json says what the code imports: every bare import of the product (bin, cli, renderer,
 * templates, client, api, core, scripts/build-engine.mjs) is a dependency; every import of tests,
 * bench and the other scripts is a dependency or a devDependency; every dependency is imported by
 * the product, and a devDependency the product needs at run time would be a missing dependency.
 * Imports are read with TypeScript's pre-processor, so comments and strings never count.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
const PRODUCT = ['bin', 'cli', 'renderer', 'templates', 'client', 'api', 'core', 'scripts/build-engine.mjs']
const DEVELOPMENT = ['tests', 'bench', 'scripts']
/** Dependencies the product uses without an import statement. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@fontsource-variable/inter': 'font files copied by the asset stage',
  '@fontsource-variable/jetbrains-mono': 'font files copied by the asset stage',
  '@fontsource-variable/space-grotesk': 'font files copied by the asset stage',
  preact: "the islands' browser runtime: the asset stage aliases react and react-dom to preact/compat",
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or undefined for relative and built-in ones. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('data:')) return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  return builtinModules.includes(name) ? undefined : name
}

/** Bare packages imported by the files under `folders`, each with the files importing it; type-only imports apart. */
function importsOf(folders: string[]): { values: Map<string, string[]>; types: Map<string, string[]> } {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...folders], { cwd: root, encoding: 'utf8' })
  const values = new Map<string, string[]>()
  const types = new Map<string, string[]>()
  for (const file of listed.split('\n').filter((f) => /\.(ts|tsx|mts|mjs|js)$/.test(f) && !f.includes('/fixtures/') && !f.startsWith('tests/content/'))) {
    const source = readFileSync(path.join(root, file), 'utf8')
    const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
    const typeOnly = new Set(parsed.statements.filter((s) => ts.isImportDeclaration(s) && s.importClause?.isTypeOnly).map((s) => ((s as ts.ImportDeclaration).moduleSpecifier as ts.StringLiteral).text))
    const resolved = [...source.matchAll(/require\.resolve\('([^']+)'\)/g)].map((m) => ({ fileName: m[1]! }))
    for (const ref of [...ts.preProcessFile(source, true, true).importedFiles, ...resolved]) {
      const name = packageOf(ref.fileName)
      if (!name) continue
      const into = typeOnly.has(ref.fileName) ? types : values
      into.set(name, [...(into.get(name) ?? []), file])
    }
  }
  return { values, types }
}

/** The package a type-only import reads its types from: its own, or @types/<name>. */
const typesPackage = (name: string) => (name.startsWith('@') ? `@types/${name.slice(1).replace('/', '__')}` : `@types/${name}`)

describe('package.json dependencies', () => {
  const product = importsOf(PRODUCT)
  const development = importsOf(DEVELOPMENT)
  const deps = new Set(Object.keys(pkg.dependencies))
  const devDeps = new Set(Object.keys(pkg.devDependencies))

  it('declares every package the product imports as a dependency', () => {
    const missing = [...product.values].filter(([name]) => !deps.has(name)).map(([name, files]) => `${name} (${files[0]})`)
    const missingTypes = [...product.types].filter(([name]) => !deps.has(name) && !devDeps.has(name) && !devDeps.has(typesPackage(name))).map(([name, files]) => `${name} (${files[0]})`)
    expect([...missing, ...missingTypes]).toEqual([])
  })

  it('declares every package tests, bench and scripts import', () => {
    const all = [...development.values, ...development.types]
    expect(all.filter(([name]) => !deps.has(name) && !devDeps.has(name) && !devDeps.has(typesPackage(name))).map(([name, files]) => `${name} (${files[0]})`)).toEqual([])
  })

  it('has no dependency the product does not import (bench- or test-only ones are devDependencies)', () => {
    const unused = [...deps].filter((name) => !product.values.has(name) && !product.types.has(name) && !USED_WITHOUT_IMPORT[name])
    expect(unused).toEqual([])
  })
})

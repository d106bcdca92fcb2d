/**
 * DESIGN.md's layering table as data, and a checker that lists every import running against it.
 * An import is read with TypeScript's pre-processor (static imports, `export … from`, dynamic
 * `import()` with a literal), so comments and strings never count.
 */
import { builtinModules } from 'node:module'
import path from 'node:path'
import ts from 'typescript'

/** A top-level folder of the repository that is a layer. */
export type Layer = 'core' | 'cli' | 'renderer' | 'templates' | 'client' | 'api'

interface Rule {
  /** Folders (or sub-folders such as `client/islands`) this layer may import from. */
  mayImport: string[]
  /** Files this layer may import types from (`import type`), which leave no code behind. */
  typesFrom?: string[]
  /** False when Node's built-in modules are off limits. */
  node: boolean
  /** What DESIGN.md says, for the failure message. */
  says: string
}

export const LAYERS: Record<Layer, Rule> = {
  core: { mayImport: ['core'], node: false, says: 'nothing but libraries; no Node, no DOM' },
  cli: { mayImport: ['cli', 'core', 'renderer', 'templates', 'api'], node: true, says: 'everything but client/' },
  renderer: { mayImport: ['renderer', 'templates', 'core'], node: true, says: 'templates/, core/, never cli/' },
  templates: { mayImport: ['templates', 'core', 'client/islands'], node: true, says: 'client/islands (to SSR them) and core/' },
  client: { mayImport: ['client', 'core'], typesFrom: ['api/router.ts'], node: false, says: 'nothing from Node (types of the API router excepted)' },
  api: { mayImport: ['api', 'core'], node: true, says: 'nothing from the build side' },
}

const NODE_BUILTINS = new Set(builtinModules)

export interface Violation {
  file: string
  line: number
  specifier: string
  rule: string
}

/** Every import of `source` (the file `file`, relative to the repository root) that breaks its layer's rule. */
export function layerViolations(file: string, source: string): Violation[] {
  const layer = file.split('/')[0] as Layer
  const rule = LAYERS[layer]
  if (!rule) return []
  const info = ts.preProcessFile(source, true, true)
  const found: Violation[] = []
  for (const ref of info.importedFiles) {
    const specifier = ref.fileName
    const line = source.slice(0, ref.pos).split('\n').length
    const bad = (reason: string) => found.push({ file, line, specifier, rule: `${layer}/ may import ${rule.says}: ${reason}` })
    if (specifier.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      const typesOnly = rule.typesFrom?.includes(target.replace(/\.js$/, '.ts')) && isTypeOnlyImport(source, ref.pos)
      if (!typesOnly && !rule.mayImport.some((allowed) => target === allowed || target.startsWith(`${allowed}/`))) {
        bad(`${target} is outside ${rule.mayImport.join(', ')}`)
      }
    } else if (!rule.node && (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]!))) {
      bad(`${specifier} is a Node built-in`)
    }
  }
  return found
}

/** True when the import whose specifier starts at `pos` is an `import type … from` statement. */
function isTypeOnlyImport(source: string, pos: number): boolean {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true)
  return file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      statement.moduleSpecifier.getStart(file) <= pos &&
      pos < statement.moduleSpecifier.getEnd() &&
      statement.importClause?.isTypeOnly === true,
  )
}

import { linesOutsideFences } from '../code-fences.js'

/**
 * True when a line outside code fences starts an `import` (or `export … from`): the page is
 * compiled as a module (stages/compile.ts bundles those; site.ts plans the component islands'
 * runtime by it). A false positive only costs a bundling; `export const` alone runs as is.
 */
export function importsModules(source: string): boolean {
  for (const [line] of linesOutsideFences(source.split('\n'))) {
    if (/^import[\s{*'"]/.test(line) || /^export\s.*\sfrom\s*['"]/.test(line)) return true
  }
  return false
}

/**
 * The missing-component check: each component a page (or a partial it imports) uses that neither
 * the built-ins nor the site's components provide is a warning at its first use — an error with
 * `strict: true` in the config. The page still renders, with a visible stand-in in its place.
 */
import type { ComponentRef } from '../core/compiled-page.js'
import type { Diagnostic } from './diagnostics.js'

export function missingComponents(refs: ComponentRef[] | undefined, pageFile: string, known: ReadonlySet<string>, strict: boolean): Diagnostic[] {
  return (refs ?? [])
    .filter((ref) => !known.has(ref.name))
    .map((ref) => ({
      file: ref.file ?? pageFile,
      line: ref.line,
      column: ref.column,
      severity: strict ? 'error' : 'warning',
      reason: `Unknown component \`${ref.name}\`: rendered as a placeholder around its content`,
      hint: `Import it in the page, export it from content/mdx-components.tsx, or add it to the \`components\` map of the config.${strict ? '' : ' `strict: true` makes this an error.'}`,
      ruleId: 'mdx/unknown-component',
      source: 'site',
    }))
}

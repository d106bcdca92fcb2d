/**
 * The components a page gets beyond the built-ins: a stand-in (templates/mdx/Missing.tsx) for each
 * component it uses that no one provides, so one missing component never fails the page.
 */
import { components as builtins } from '../templates/layouts/index.js'
import { missingComponent } from '../templates/mdx/Missing.js'
import type { CompiledPage } from '../core/compiled-page.js'

/** The page's extra components, or undefined when it needs none. */
export function pageComponents(compiled: Pick<CompiledPage, 'components'>, site: Record<string, unknown> = {}): Record<string, unknown> | undefined {
  let extra: Record<string, unknown> | undefined
  const given = (name: string) => name in site || name in builtins
  for (const { name } of compiled.components ?? []) {
    if (given(name)) continue
    extra ??= {}
    extra[name] = missingComponent(name)
  }
  return Object.keys(site).length ? { ...site, ...extra } : extra
}

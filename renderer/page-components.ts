/**
 * The components a page gets beyond the built-ins: the site's own (renderer/site-components.ts,
 * run once per worker) and a stand-in (templates/mdx/Missing.tsx) for each component it uses that
 * no one provides, so one missing component never fails the page.
 */
import { components as builtins } from '../templates/layouts/index.js'
import { missingComponent } from '../templates/mdx/Missing.js'
import type { CompiledPage } from '../core/compiled-page.js'
import { runModule } from './mdx/run-content.js'
import { elementNames } from './plain/elements.js'

/** Every component name a page may use without an import. */
export function componentNames(siteNames: string[] = []): ReadonlySet<string> {
  return new Set([...Object.keys(builtins), ...siteNames])
}

let loaded: { code: string; map: Record<string, unknown> } | undefined

/** The site's components from their bundled code (run once per code). */
export function siteComponentMap(code: string | undefined, root?: string): Record<string, unknown> {
  if (!code) return {}
  if (loaded?.code !== code) loaded = { code, map: runModule(code, root).default as Record<string, unknown> }
  return loaded.map
}

/** The page's extra components, or undefined when it needs none. */
export function pageComponents(compiled: Pick<CompiledPage, 'components'>, site: Record<string, unknown> = {}): Record<string, unknown> | undefined {
  let extra: Record<string, unknown> | undefined
  for (const { name } of compiled.components ?? []) {
    if (name in site || name in builtins) continue
    extra ??= {}
    extra[name] = missingComponent(name)
  }
  return Object.keys(site).length ? { ...site, ...extra } : extra
}

/**
 * The elements a component may replace on a page: the built-ins' (`table`, `button`, `img`), the
 * site's lowercase components, and `a`, which pages of a non-default locale localize. A plain
 * page's HTML leaves them out for the render step (renderer/plain/).
 */
export function replaceableElements(siteNames: Iterable<string> = []): ReadonlySet<string> {
  return new Set(['a', ...elementNames(Object.keys(builtins)), ...elementNames(siteNames)])
}

/**
 * The site's own MDX components, available to every page without imports: the exports of
 * `content/mdx-components.(tsx|jsx|ts|js)`, else the project root's or `src/`'s as Nextra 4 keeps
 * it (the @mdx-js and Nextra 4 convention: a `useMDXComponents(components)` function, or a
 * `components`/default object) and the
 * `components` map of the config (name → module path, `#Export` to pick an export).
 *
 * Bundled once per build with the page bundler (mdx/bundle-page.ts) into CommonJS code that the
 * page workers run; the main thread runs it too, for the names (the missing-component check).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { SiteConfig } from '../core/config/schema.js'
import type { EmittedAsset } from '../core/compiled-page.js'
import type { Report } from './diagnostics.js'
import { runModule } from './mdx/run-content.js'
import { posixRelative } from './paths.js'

export interface SiteComponents {
  /** CommonJS code whose `default` export is the name → component map. */
  code: string
  names: string[]
  /** Root-relative files it was built from. */
  dependencies: string[]
  assets: EmittedAsset[]
  /** URL of the stylesheet of the CSS they import (one of `assets`), linked by every page. */
  stylesheet?: string
}

const CONVENTION_FILES = ['mdx-components.tsx', 'mdx-components.jsx', 'mdx-components.ts', 'mdx-components.js']

/** `content/mdx-components.*`, else the project's own (Nextra 4 and @next/mdx keep it at the root or in `src/`). */
const conventionFile = (config: SiteConfig) =>
  [config.contentDir, config.root, path.join(config.root, 'src')].flatMap((dir) => CONVENTION_FILES.map((name) => path.join(dir, name))).find((f) => existsSync(f))

/** True when the site brings components (the convention file or the config's map). */
export function bringsComponents(config: SiteConfig): boolean {
  return conventionFile(config) !== undefined || Object.keys(config.components).length > 0
}

/** The site's components, or undefined when it brings none (or they failed: see `report`). */
export async function loadSiteComponents(config: SiteConfig, report: Report): Promise<SiteComponents | undefined> {
  const file = conventionFile(config)
  const entries = Object.entries(config.components)
  if (!file && !entries.length) return undefined
  // Loaded here: the MDX compiler is most of the engine's code, and a build whose pages all come
  // from the caches never needs it in the main thread.
  const { bundlePage } = await import('./mdx/bundle-page.js')
  const bundled = await bundlePage({ code: entryCode(file, entries, config.root), imports: [], absPath: path.join(config.root, '.site-components.js'), root: config.root })
  for (const d of bundled.diagnostics) report.add(d)
  if (!bundled.code) return undefined
  const display = file ? posixRelative(config.root, file) : config.configFile
  try {
    const map = runModule(bundled.code, config.root).default
    if (!map || typeof map !== 'object') throw new Error('`useMDXComponents()` did not return an object of components')
    for (const [name, spec] of entries) {
      if ((map as Record<string, unknown>)[name] === undefined) {
        report.error({ file: config.configFile, reason: `components.${name}: \`${spec}\` exports no \`${spec.split('#')[1] ?? name}\` (and no default export)`, ruleId: 'components/missing-export', source: 'config', hint: 'Name the export after `#` (`./components/chart.tsx#LineChart`).' })
      }
    }
    return { code: bundled.code, names: Object.keys(map), dependencies: bundled.dependencies, assets: bundled.assets, ...(bundled.stylesheet && { stylesheet: bundled.stylesheet }) }
  } catch (error) {
    report.error({ file: display, reason: `Could not load the site's components: ${(error as Error).message}`, ruleId: 'components/load-failed', source: 'site', hint: 'Export `useMDXComponents(components)` returning an object of components, or a `components` object.' })
    return undefined
  }
}

/** The virtual entry module: the convention file's map, then the config's entries over it. */
function entryCode(file: string | undefined, entries: Array<[string, string]>, root: string): string {
  const lines: string[] = []
  if (file) lines.push(`import * as conventional from ${JSON.stringify(file)}`)
  entries.forEach(([, spec], i) => {
    const target = spec.split('#')[0]!
    lines.push(`import * as entry${i} from ${JSON.stringify(path.resolve(root, target))}`)
  })
  lines.push('const pick = (mod, name, wanted) => wanted ? mod[wanted] : (mod[name] ?? mod.default)')
  lines.push(
    file
      ? 'const fromFile = typeof conventional.useMDXComponents === "function" ? conventional.useMDXComponents({}) : (conventional.components ?? conventional.default ?? {})'
      : 'const fromFile = {}',
  )
  const picked = entries.map(([name, spec], i) => `${JSON.stringify(name)}: pick(entry${i}, ${JSON.stringify(name)}, ${JSON.stringify(spec.split('#')[1] ?? '')})`)
  lines.push(`export default { ...fromFile, ${picked.join(', ')} }`)
  return lines.join('\n')
}

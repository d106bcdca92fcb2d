/**
 * Loads a `_meta.js/.ts/.jsx/.tsx` (or `_meta.global.*`) module as Nextra would: JSX with React's
 * automatic runtime, React from the engine, CSS ignored; `nextra/*`, the themes and `next/*` give
 * the built-ins pages get (templates/mdx/builtins.ts: `nextra/icons`, a theme's
 * `useMDXComponents({ … })` that a site's mdx-components.tsx calls), a CommonJS-only package is
 * bundled in (so its named imports work, as under Nextra's bundler), other packages the project
 * has not installed and imported images stand in as components that render their children. A JSX
 * title becomes its text (`title`, for search, `<title>` and breadcrumbs) and its markup
 * (`titleHtml`, which the sidebar shows).
 */
import { readFileSync } from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import path from 'node:path'
import { isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from '../templates/react-server.js'
import type { OnResolveArgs, Plugin } from 'esbuild'
import { bundleModule } from './bundle-module.js'
import { engineRoot } from './engine-root.js'
import { importCode } from './import-code.js'
import { BUILTIN_MODULE, builtinModule } from '../templates/mdx/builtins.js'

const STUB = 'site-meta-stub'
const BUILTIN = 'site-meta-builtin'
/** Where the bundled module finds the built-ins: it runs from a file, outside the engine's bundle. */
const BUILTINS_HOOK = Symbol.for('site.meta.builtinModule')
;(globalThis as Record<symbol, unknown>)[BUILTINS_HOOK] = builtinModule
// A component that renders its children; called directly (a hook, a factory) it returns an
// object whose every property is such a component.
const STUB_FUNCTION = `const C = function Stub(props) { return props === undefined ? new Proxy({}, { get: () => C }) : props && props.children !== undefined ? props.children : null }`
const STUB_COMPONENT = `${STUB_FUNCTION}
export default C`
const ASSET = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i
/** A `require` for the CommonJS packages bundled in (commonJsEntry), which require Node's modules and React. */
const REQUIRE_BANNER = "import { createRequire as __siteMetaRequire } from 'node:module'; const require = __siteMetaRequire(import.meta.url);"

/** The default export of a `_meta` module, with JSX titles turned into text and markup, and the module's bundled code (runMetaModule runs it again). */
export async function importMetaModule(absPath: string, root: string): Promise<{ value: unknown; code: string }> {
  const { code } = await bundleModule(absPath, root, { plugins: [metaPlugin(root)], jsx: true, banner: REQUIRE_BANNER })
  return { value: titlesAsText(await runMetaModule(code, root)), code }
}

/** The default export of a `_meta` module bundled by importMetaModule, as written (a page worker draws its `theme.topContent` components). */
export function runMetaModule(code: string, root: string): Promise<unknown> {
  return importCode(code, root)
}

function metaPlugin(root: string): Plugin {
  const engineRequire = createRequire(path.join(engineRoot(), 'package.json'))
  return {
    name: 'site-meta',
    setup(b) {
      b.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => ({ path: engineRequire.resolve(args.path), external: true }))
      b.onResolve({ filter: /\.css$/ }, () => ({ path: 'css', namespace: STUB }))
      const stub = (args: OnResolveArgs) => ({ path: `${args.importer}\0${args.path}`, namespace: STUB, pluginData: importedNames(args.importer, args.path) })
      b.onResolve({ filter: ASSET }, stub)
      b.onResolve({ filter: BUILTIN_MODULE }, (args) => ({ path: `${args.importer}\0${args.path}`, namespace: BUILTIN, pluginData: { specifier: args.path, names: importedNames(args.importer, args.path) } }))
      b.onLoad({ filter: /.*/, namespace: BUILTIN }, (args) => ({ contents: builtinCode(args.pluginData as { specifier: string; names: string[] }), loader: 'js' }))
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const resolved = resolvedFrom(args.path, args.resolveDir || root)
        if (resolved === undefined) return stub(args)
        const file = commonJsEntry(args.path, resolved)
        return file ? { path: file } : undefined
      })
      b.onLoad({ filter: /.*/, namespace: STUB }, (args) => ({
        contents: args.path === 'css' ? '' : `${STUB_COMPONENT}\n${(args.pluginData as string[]).map((name) => `export { C as ${name} }`).join('\n')}`,
        loader: 'js',
      }))
    },
  }
}

/** An ES module of the built-in `specifier` exporting `names`; a name the built-ins lack is the stub, as for a package not installed. */
function builtinCode({ specifier, names }: { specifier: string; names: string[] }): string {
  const lines = [STUB_FUNCTION, `const m = globalThis[Symbol.for(${JSON.stringify(BUILTINS_HOOK.description)})](${JSON.stringify(specifier)})`, 'export default m.default']
  names.forEach((name, i) => lines.push(`const n${i} = ${JSON.stringify(name)} in m ? m[${JSON.stringify(name)}] : C`, `export { n${i} as ${name} }`))
  return lines.join('\n')
}

/** The names `importer` imports from `specifier` (`import { A, B as C } from '…'`, `export { D } from '…'`). */
function importedNames(importer: string, specifier: string): string[] {
  let source = ''
  try {
    source = readFileSync(importer, 'utf8')
  } catch {
    return []
  }
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const names = new Set<string>()
  for (const match of source.matchAll(new RegExp(`(?:import|export)\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim()
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name)
    }
  }
  return [...names]
}

/**
 * The file a CommonJS-only package resolved to (`file`: no `import` entry in its `exports`, not
 * `type: module`), bundled into the module: Node would import it through its CommonJS interop,
 * which names only the exports its lexer finds (`module.exports = { label: (s) => … }` has none),
 * where Nextra's bundler takes every property. Undefined for Node's own modules and for packages
 * Node imports as ES modules, which stay external.
 */
function commonJsEntry(specifier: string, file: string): string | undefined {
  if (isBuiltin(specifier) || !path.isAbsolute(file) || !/\.(c?js)$/.test(file)) return undefined
  const { type, exports } = manifestsOf(file, specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'))
  if (hasImportEntry(exports)) return undefined
  return file.endsWith('.cjs') || type !== 'module' ? file : undefined
}

/**
 * In one walk up from `file`: the `type` of the nearest package.json (Node decides a `.js` file's
 * format by it) and the `exports` of the package `name` that holds the file.
 */
function manifestsOf(file: string, name: string): { type?: unknown; exports?: unknown } {
  let nearest: { type?: unknown } | undefined
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = readJson(path.join(dir, 'package.json')) as { name?: string; type?: unknown; exports?: unknown } | undefined
    nearest ??= manifest
    if (manifest?.name === name) return { type: nearest!.type, exports: manifest.exports }
  }
  return { type: nearest?.type }
}

function hasImportEntry(exports: unknown): boolean {
  return !!exports && typeof exports === 'object' && Object.entries(exports).some(([key, value]) => key === 'import' || hasImportEntry(value))
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** What `specifier` resolves to from `dir` (a file, or the name of one of Node's modules), or undefined when the project has not installed it. */
function resolvedFrom(specifier: string, dir: string): string | undefined {
  try {
    return createRequire(path.join(dir, 'noop.js')).resolve(specifier)
  } catch {
    return undefined
  }
}

/** `_meta` data with every React element title (and menu item title) replaced by its text and markup. */
export function titlesAsText(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  if (isValidElement(value)) return elementText(renderToStaticMarkup(value))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (isValidElement(item)) {
      const title = jsxTitle(item)
      out[key] = title.titleHtml ? title : title.title
    }
    else if (item && typeof item === 'object' && !Array.isArray(item)) {
      const object = { ...(item as Record<string, unknown>) }
      if (isValidElement(object.title)) Object.assign(object, jsxTitle(object.title))
      if (object.items && typeof object.items === 'object') object.items = titlesAsText(object.items)
      out[key] = object
    } else out[key] = item
  }
  return out
}

/** A JSX title: its text, and its markup when that is more than the text. */
function jsxTitle(element: ReactNode): { title: string; titleHtml?: string } {
  const html = renderToStaticMarkup(element)
  const title = elementText(html)
  return /[<&]/.test(html) ? { title, titleHtml: html } : { title }
}

/** The text of rendered markup (tags removed, entities decoded, spaces collapsed). */
function elementText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&thinsp;|&#8201;/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

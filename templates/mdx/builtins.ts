/**
 * What a page gets when it imports a module the built-ins stand in for (renderer/mdx/bundle-page.ts):
 * `nextra/components`, `nextra-theme-docs`, `nextra-theme-blog`, `nextra/icons` (every built-in,
 * `useMDXComponents`, and a stand-in for any other component name), `next/link` and `next/image`
 * (their default export).
 */
import { mdxComponents } from './components.js'
import { missingComponent } from './Missing.js'

const modules = new Map<string, object>()

/** The module object for an import of `specifier`. */
export function builtinModule(specifier: string): object {
  let found = modules.get(specifier)
  if (!found) {
    found = makeModule(specifier)
    modules.set(specifier, found)
  }
  return found
}

/** The names the built-in modules export (besides stand-ins). */
export const BUILTIN_NAMES: ReadonlySet<string> = new Set([...Object.keys(mdxComponents), 'useMDXComponents', 'default'])

function makeModule(specifier: string): object {
  if (specifier === 'next/link') return { __esModule: true, default: mdxComponents.Link }
  if (specifier === 'next/image') return { __esModule: true, default: mdxComponents.Image }
  const names: Record<string | symbol, unknown> = {
    __esModule: true,
    ...mdxComponents,
    useMDXComponents: (given?: Record<string, unknown>) => ({ ...mdxComponents, ...given }),
  }
  // `__esModule` makes esbuild's interop read names from this object itself, so the trap below
  // answers names no built-in has (a page that imports `Banner` gets a visible stand-in).
  return new Proxy(names, {
    get: (target, key) => (key in target || typeof key !== 'string' || !/^[A-Z]/.test(key) ? target[key] : missingComponent(key)),
  })
}

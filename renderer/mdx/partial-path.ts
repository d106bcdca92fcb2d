/**
 * Where a page's import of a Markdown file leads, as the bundle resolves it (esbuild, with the
 * project's tsconfig.json or jsconfig.json): a relative path from the importing file; else the
 * config's `paths` and `baseUrl` (`@/snippets/note.mdx`, `components/intro.md`); else Next.js's
 * implicit base, the project folder, in a project with either file (implicit-base-url.ts).
 * Nextra 2 and 3 sites compose pages this way: the Optimism docs re-export 41 of 233 pages as
 * `import Fees from '@/pages/stack/transactions/fees.mdx'`.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createPathsMatcher, getTsconfig } from 'get-tsconfig'
import { implicitBaseUrl } from './implicit-base-url.js'

/** An import of a Markdown file, by any path. */
export const MARKDOWN_IMPORT = /\.mdx?$/

/**
 * The file `specifier` (a Markdown import of `importer`) names: a relative one whether or not it
 * exists (reading it says), another the first of the config's and the implicit base's candidates
 * that exists; undefined when none does.
 */
export function resolvePartial(specifier: string, importer: string, root: string): string | undefined {
  const from = path.dirname(importer)
  if (/^\.\.?\//.test(specifier)) return path.resolve(from, specifier)
  if (path.isAbsolute(specifier)) return undefined
  const config = getTsconfig(from) ?? getTsconfig(from, 'jsconfig.json')
  const configured = config ? (createPathsMatcher(config)?.(specifier) ?? []) : []
  return [...configured, ...implicitBaseUrl(root).map((base) => path.join(base, specifier))].find((file) => existsSync(file))
}

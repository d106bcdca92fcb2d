/**
 * bundleModule: turns a TypeScript/JavaScript module of the site (config, `_meta.ts`) into one
 * ESM string with esbuild. npm packages stay external and resolve from the project.
 */
import path from 'node:path'
import type * as Esbuild from 'esbuild'
import type { Plugin } from 'esbuild'
import { lazyPackage } from './lazy-package.js'
import { engineRoot } from './engine-root.js'

const esbuild = lazyPackage<typeof Esbuild>('esbuild')

export interface BundledModule {
  code: string
  /** Absolute paths of the files esbuild read for it (the entry and what it imports, packages aside). */
  inputs: string[]
}

/** Bundled ESM code of `entry`; throws an Error whose message has `file:line:column`. */
export async function bundleModule(entry: string, root: string, options: { plugins?: Plugin[]; jsx?: boolean; sourcemap?: boolean; banner?: string } = {}): Promise<BundledModule> {
  try {
    const result = await esbuild().build({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      ...(options.sourcemap ? { sourcemap: 'inline' as const, sourcesContent: false } : {}),
      ...(options.banner ? { banner: { js: options.banner } } : {}),
      ...(options.jsx ? { jsx: 'automatic' as const, loader: { '.js': 'jsx' as const } } : {}),
      // The config imports `site/config`, which must be bundled, not resolved at run time.
      plugins: [
        ...(options.plugins ?? []),
        {
          name: 'site-self',
          setup(b) {
            b.onResolve({ filter: /^site\/config$/ }, () => ({ path: path.join(engineRoot(), 'core/config/define.ts') }))
          },
        },
      ],
    })
    const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(root, input))
    return { code: result.outputFiles[0]!.text, inputs }
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors
    if (errors?.length) {
      throw new Error(
        errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text)).join('\n'),
      )
    }
    throw error
  }
}

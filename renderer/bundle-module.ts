/**
 * bundleModule: turns a TypeScript/JavaScript module of the site (config, `_meta.ts`) into one
 * ESM string with esbuild. npm packages stay external and resolve from the project.
 */
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { engineRoot } from './engine-root.js'

/** Bundled ESM code of `entry`; throws an Error whose message has `file:line:column`. */
export async function bundleModule(entry: string, root: string, options: { plugins?: Plugin[]; jsx?: boolean; sourcemap?: boolean } = {}): Promise<string> {
  try {
    const result = await build({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      ...(options.sourcemap ? { sourcemap: 'inline' as const, sourcesContent: false } : {}),
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
    return result.outputFiles[0]!.text
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

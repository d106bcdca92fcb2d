/**
 * bundleModule: turns a TypeScript/JavaScript module of the site (config, `_meta.ts`) into one
 * ESM string with esbuild. npm packages stay external and resolve from the project.
 */
import { build } from 'esbuild'

/** Bundled ESM code of `entry`; throws an Error whose message has `file:line:column`. */
export async function bundleModule(entry: string, root: string): Promise<string> {
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
      // The config imports `site/config`, which must be bundled, not resolved at run time.
      plugins: [
        {
          name: 'site-self',
          setup(b) {
            b.onResolve({ filter: /^site\/config$/ }, () => ({ path: new URL('../cli/config/define.ts', import.meta.url).pathname }))
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

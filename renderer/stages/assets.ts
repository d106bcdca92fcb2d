/**
 * Assets: the stylesheet (templates/styles/*.css, in name order) and the client bundle
 * (client/entry.tsx with one chunk per island, when it exists), written under `/_site/` with
 * content-hashed names so they can be cached forever.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import type { AssetUrls } from '../../templates/page-data.js'
import { engineRoot } from '../engine-root.js'
import type { OutputFile } from '../types.js'

export const ASSET_PREFIX = '_site'

/** Builds the shared assets; returns their files and URLs. */
export async function buildAssets(): Promise<{ files: OutputFile[]; urls: AssetUrls }> {
  const root = engineRoot()
  const files: OutputFile[] = []
  const urls: AssetUrls = { css: [], preload: [] }
  const stylesDir = path.join(root, 'templates', 'styles')
  const names = existsSync(stylesDir) ? (await readdir(stylesDir)).filter((n) => n.endsWith('.css')).sort() : []
  if (names.length) {
    const css = (await Promise.all(names.map((n) => readFile(path.join(stylesDir, n), 'utf8')))).join('\n')
    const file = `${ASSET_PREFIX}/site.${hash(css)}.css`
    files.push({ path: file, contents: css })
    urls.css.push(`/${file}`)
  }
  const entry = path.join(root, 'client', 'entry.tsx')
  if (existsSync(entry)) {
    const result = await build({
      entryPoints: { entry },
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      outdir: path.join(root, ASSET_PREFIX),
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      target: ['es2022'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      metafile: true,
    })
    for (const out of result.outputFiles) {
      const rel = path.relative(root, out.path).split(path.sep).join('/')
      files.push({ path: rel, contents: out.contents })
      if (/\/entry\.[A-Z0-9]+\.js$/.test(rel)) urls.script = `/${rel}`
    }
  }
  return { files, urls }
}

/** Short content hash for file names. */
export function hash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 10)
}

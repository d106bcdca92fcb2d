/**
 * Next.js's implicit baseUrl: in a project with a `tsconfig.json` or `jsconfig.json`, a bare import
 * that no installed package answers resolves from the project folder, after `node_modules` (webpack's
 * `resolve.modules`), even when the file sets no `baseUrl`: `import { Screenshot } from
 * 'components/screenshot'` is `<root>/components/screenshot`. The esbuild `nodePaths` that does it.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

export function implicitBaseUrl(root: string): string[] {
  return ['tsconfig.json', 'jsconfig.json'].some((name) => existsSync(path.join(root, name))) ? [root] : []
}

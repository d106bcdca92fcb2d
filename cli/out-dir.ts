/**
 * checkOutDir: why a folder may never be a build's output folder, even with `--force` (BLD-21),
 * or undefined when it may be. The build replaces its output folder whole, so the file-system
 * root, the home folder, the project and its sources, and a Git repository are refused by their
 * place; a folder that holds another project's sources or a repository is refused unless a
 * previous build marked it as its own (`renderer/output-marker.ts` decides the rest).
 */
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { OUTPUT_MARKER, shownPath } from '../renderer/output-marker.js'
import { isInside } from '../renderer/paths.js'

export function checkOutDir(root: string, outDir: string): string | undefined {
  const contentDir = path.join(root, 'content')
  const shown = shownPath(outDir)
  if (path.parse(outDir).root === outDir) return `Output folder ${outDir} is the root of the file system; choose a subfolder such as dist.`
  if (isInside(outDir, contentDir)) return `Output folder ${outDir} is inside the content folder ${contentDir}; choose a folder outside content/ (e.g. --out dist).`
  if (isInside(root, outDir)) return `Output folder ${outDir} contains the project itself; choose a subfolder such as dist.`
  if (isInside(homedir(), outDir)) return `Output folder ${shown} is or contains your home folder; choose a subfolder such as dist.`
  if (outDir.split(path.sep).includes('.git')) return `Output folder ${shown} is inside a Git repository's .git folder; choose a folder such as dist.`
  if (existsSync(path.join(outDir, OUTPUT_MARKER))) return undefined
  if (existsSync(path.join(outDir, '.git'))) return `Output folder ${shown} is a Git repository (it holds .git); the build would replace it. Choose a folder such as dist.`
  if (existsSync(path.join(outDir, 'content'))) return `Output folder ${shown} holds a content/ folder of sources; the build would replace it. Choose a folder such as dist.`
  return undefined
}

/** checkOutDir: why an output folder is unsafe (BLD-21), or undefined when it is fine. */
import path from 'node:path'

export function checkOutDir(root: string, outDir: string): string | undefined {
  const contentDir = path.join(root, 'content')
  const inside = (child: string, parent: string) => {
    const rel = path.relative(parent, child)
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
  }
  if (inside(outDir, contentDir)) return `Output folder ${outDir} is inside the content folder ${contentDir}; choose a folder outside content/ (e.g. --out dist).`
  if (inside(root, outDir)) return `Output folder ${outDir} contains the project itself; choose a subfolder such as dist.`
  return undefined
}

// The pages the parser and twin tests compare over (content/ and the test fixtures), and the
// tree the Markdown twin is written from.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { getProcessor } from '../../renderer/mdx/processor.js'
import { remarkMarkdownTwin } from '../../renderer/mdx/remark-markdown-twin.js'

export const repo = path.resolve(import.meta.dirname, '../..')

/** Every `.md` and `.mdx` file under `dir`, leaving out node_modules/ and dot folders. */
export function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    if (entry.isDirectory()) return pagesUnder(file)
    return /\.mdx?$/.test(entry.name) ? [file] : []
  })
}

/** The pages of content/ and of the test fixtures. */
export function corpusPages(): string[] {
  return [...pagesUnder(path.join(repo, 'content')), ...pagesUnder(path.join(repo, 'tests/fixtures'))]
}

/** A function giving a page's tree after the site's own remark plugins up to the twin's: the tree the twin is written from. */
export async function twinTreeMaker(format: 'mdx' | 'md'): Promise<(file: string) => Promise<Root>> {
  const attachers = (await getProcessor(format)).attachers
  const processor = unified()
  for (const [plugin, ...options] of attachers.slice(0, attachers.findIndex(([plugin]) => plugin === (remarkMarkdownTwin as unknown)))) processor.use(plugin, ...options)
  // The page's file goes to the plugins too: some read its text (the admonitions look for `:::` in it).
  return async (file) => {
    const vfile = new VFile({ path: file, value: readFileSync(file, 'utf8') })
    return (await processor.run(processor.parse(vfile), vfile)) as Root
  }
}

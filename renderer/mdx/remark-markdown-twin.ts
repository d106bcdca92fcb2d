/** Keeps the page's Markdown twin body (renderer/llms/twin.ts) in `file.data.markdown`, from the tree the HTML is compiled from. */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { twinBody } from '../llms/twin.js'

export function remarkMarkdownTwin() {
  return (tree: Root, file: VFile) => {
    file.data.markdown = twinBody(tree, file.data.basePath)
  }
}

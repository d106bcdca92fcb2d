/** MDX's own remark-mark-and-unravel, found among a processor's plugins (MDX does not export it). */
import type { Root } from 'mdast'
import type { Processor } from 'unified'

/** Whether `plugin` is remark-mark-and-unravel: known by its name, which the engine's bundle may number. */
export function isMarkAndUnravel(plugin: unknown): boolean {
  return typeof plugin === 'function' && /^remarkMarkAndUnravel\d*$/.test(plugin.name)
}

/** The transform of `processor`'s remark-mark-and-unravel (a paragraph holding only a component becomes the component), when it has one. */
export function markAndUnravelOf(processor: Processor): ((tree: Root) => void) | undefined {
  const attacher = processor.attachers.find(([plugin]) => isMarkAndUnravel(plugin))?.[0] as ((this: Processor) => (tree: Root) => void) | undefined
  return attacher?.call(processor)
}

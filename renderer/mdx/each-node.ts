/**
 * The tree walk of the plugins in processor.ts: every node below `tree` (not `tree` itself),
 * depth first in document order, with its index and parent; only the nodes of type `type` when
 * one is given. The visitor returns `SKIP` to leave the node's children out, or the index to go
 * on at after it replaced or removed nodes of `parent` (the node's children are then left out
 * too, as they are no longer in the tree).
 *
 * unist-util-visit, which the plugins used, makes a closure and an array of ancestors for every
 * node: walking a synthetic page's 50-node mdast took 30 µs with it and 1 µs with this loop, and
 * a page runs nine such walks (one over the highlighted code's hast, hundreds of nodes).
 */
import type { Node, Parent } from 'unist'

export const SKIP = 'skip'

/** What a visitor returns: nothing (go on, into the node's children), `SKIP`, or the next index. */
export type Step = void | typeof SKIP | number

export function eachNode<T extends Node = Node, P extends Parent = Parent>(tree: Parent, type: string | undefined, visit: (node: T, index: number, parent: P) => Step): void {
  // `tree.children` read at each step: a visitor may replace its parent's list (a `.md` page's
  // paragraph emptied of raw HTML, processor.ts).
  for (let index = 0; index < tree.children.length; index++) {
    const node = tree.children[index]!
    const step = type === undefined || node.type === type ? visit(node as T, index, tree as P) : undefined
    if (typeof step === 'number') index = step - 1
    else if (step !== SKIP && (node as Parent).children) eachNode(node as Parent, type, visit)
  }
}

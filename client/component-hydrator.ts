/**
 * What hydrates a site's component island: its browser code at `data-module` (built by
 * renderer/mdx/component-islands.ts), whose `data-export` is mounted with the React API the
 * built-in islands use (client/react-runtime.ts). A site that cannot have component islands gets
 * a stand-in that hydrates none (renderer/stages/assets.ts), so its built-in islands' chunk holds
 * only what they use.
 */
import { islandProps } from './behaviors/live.js'

export function componentHydrator(el: HTMLElement): (() => Promise<void>) | undefined {
  const url = el.dataset.module
  if (!url) return undefined
  return async () => {
    // The runtime first: the island's code reads React from it as it is evaluated.
    const mount = (await import('./react-runtime.js')).installRuntime()
    const { default: exports } = (await import(url)) as { default: Record<string, Parameters<typeof mount>[1]> }
    mount(el, exports[el.dataset.export ?? ''], islandProps(el))
  }
}

/** Whether a page's source imports modules (stages/compile.ts bundles those; site.ts plans the component islands' runtime by it). */
/**
 * True when a line outside code fences starts an `import` (or `export … from`): the page is
 * compiled as a module. A false positive only costs a bundling; `export const` alone runs as is.
 */
export function importsModules(source: string): boolean {
  let fence: string | undefined
  for (const line of source.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker
    else if (!fence && (/^import[\s{*'"]/.test(line) || /^export\s.*\sfrom\s*['"]/.test(line))) return true
  }
  return false
}

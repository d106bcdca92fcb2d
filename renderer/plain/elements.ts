/** The names among a set of component names that replace HTML elements: lowercase ones, as MDX's `_components.p`. */
export function elementNames(names: Iterable<string>): string[] {
  return [...names].filter((name) => /^[a-z]/.test(name)).sort()
}

/**
 * The stand-in for a component a page uses that the site does not have: its children stay
 * readable inside a visible, labelled box (the build warns about it, or fails with `strict`).
 * `<Foo.Bar>` under a missing `Foo` is a stand-in too.
 */
import type { ReactNode } from 'react'

const cache = new Map<string, unknown>()

/** The stand-in component for `name` (the same function for the same name). */
export function missingComponent(name: string): (props: { children?: ReactNode }) => ReactNode {
  let found = cache.get(name) as ((props: { children?: ReactNode }) => ReactNode) | undefined
  if (found) return found
  const Missing = ({ children }: { children?: ReactNode }) => (
    <div className="mdx-missing" role="group" aria-label={`Missing component ${name}`} data-missing-component={name}>
      <p className="mdx-missing-label">
        Component <code>{name}</code> is not available on this site.
      </p>
      {children}
    </div>
  )
  found = new Proxy(Missing, {
    get: (target, key, receiver) => (typeof key === 'string' && /^[A-Z]/.test(key) && !(key in target) ? missingComponent(`${name}.${key}`) : Reflect.get(target, key, receiver)),
  })
  cache.set(name, found)
  return found
}

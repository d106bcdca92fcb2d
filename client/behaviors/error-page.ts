/**
 * 404 / 500 pages: puts the requested URL into the "Submit an issue" link, and on the 404 lists
 * the closest pages for the requested path from the build's route list (`[data-suggest]`,
 * fetched on demand). The matching is a small token + edit-distance score.
 */
import { withBase, withoutBase } from '../../core/base-path.js'
import { siteBase } from '../base-path.js'

/** Levenshtein distance, capped work for short strings. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

/** Score of `route` for the requested `path` (lower is closer). */
export function score(path: string, route: string): number {
  const want = path.toLowerCase().split('/').filter(Boolean)
  const have = route.toLowerCase().split('/').filter(Boolean)
  const last = want[want.length - 1] ?? ''
  const tail = have[have.length - 1] ?? ''
  const shared = want.filter((w) => have.includes(w)).length
  return distance(last, tail) / Math.max(last.length, tail.length, 1) * 3 + distance(want.join('/'), have.join('/')) / Math.max(path.length, 1) - shared
}

export function startErrorPage(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-issue-link]')) {
    const url = new URL(link.href)
    url.searchParams.set('body', `URL: ${location.href}`)
    link.href = url.href
  }
  const list = document.querySelector<HTMLElement>('[data-suggest]')
  if (!list?.dataset.suggest) return
  // The section's box is reserved while pending; it is removed from the layout when there is nothing to show.
  const none = () => {
    list.hidden = true
    delete list.dataset.pending
  }
  fetch(list.dataset.suggest)
    .then((r) => r.json() as Promise<Array<[string, string]>>)
    .then((routes) => {
      const base = siteBase()
      const path = decodeURIComponent(withoutBase(base, location.pathname) ?? location.pathname)
      const best = routes
        .map(([route, title]) => ({ route, title, s: score(path, route) }))
        .sort((a, b) => a.s - b.s)
        .slice(0, 5)
      if (!best.length) return none()
      const ul = list.querySelector('ul')!
      for (const b of best) {
        const li = document.createElement('li')
        const a = document.createElement('a')
        a.href = withBase(base, b.route)
        a.textContent = b.title
        const small = document.createElement('span')
        small.className = 'suggest-route'
        small.textContent = ` ${b.route}`
        li.append(a, small)
        ul.append(li)
      }
      delete list.dataset.pending
    })
    .catch(none)
}

/**
 * The page script: starts the vanilla behaviours (copy code, back-to-top, header shrink, TOC
 * highlight, tabs, details, banner, 404) and schedules each island's hydration by its strategy.
 * Islands and React are dynamic imports (their own chunks), fetched after the load event.
 * NOTE: the server half of islands is templates/island.tsx.
 */
import { startBehaviors } from './behaviors/index.js'
import { strategies, type StrategyName } from './strategies/index.js'

type Loader = () => Promise<{ default: unknown }>

/** Island name → chunk. Names are kebab-case of the file name (STYLE §13). */
const registry: Record<string, Loader> = {
  'theme-switch': () => import('./islands/ThemeSwitch.js'),
  'locale-switch': () => import('./islands/LocaleSwitch.js'),
  'mobile-menu': () => import('./islands/MobileMenu.js'),
  'search-box': () => import('./islands/SearchBox.js'),
  'newsletter-form': () => import('./islands/NewsletterForm.js'),
}

/** Props of an island: the JSON block right after its marker element. */
function propsOf(el: HTMLElement): Record<string, unknown> {
  const next = el.nextElementSibling
  if (!next || next.tagName !== 'SCRIPT' || !next.hasAttribute('data-island-props')) return {}
  try {
    return JSON.parse(next.textContent || '{}') as Record<string, unknown>
  } catch {
    return {}
  }
}

function startIslands(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = registry[el.dataset.island!]
    if (!load) continue
    const strategy = strategies[(el.dataset.when as StrategyName) || 'idle'] ?? strategies.idle
    let hydrating: Promise<void> | undefined
    const run = () =>
      (hydrating ??= (async () => {
        const [{ default: Component }, { hydrate }] = await Promise.all([load(), import('./hydrate.js')])
        hydrate(el, Component as Parameters<typeof hydrate>[1], propsOf(el))
        el.removeEventListener('click', early, true)
      })())
    // A click on one of the island's buttons before it has hydrated (a tap on the menu while the
    // page is still loading) hydrates it at once and is replayed on the same, now live, button.
    const early = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('button')
      if (!button || !el.contains(button) || event.defaultPrevented) return
      event.preventDefault()
      event.stopPropagation()
      el.removeEventListener('click', early, true)
      void run().then(() => button.click())
    }
    el.addEventListener('click', early, true)
    strategy(run, el)
  }
}

startBehaviors()
startIslands()

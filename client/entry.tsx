/**
 * The page script: starts the vanilla behaviours (copy code, back-to-top, header shrink, TOC
 * highlight, tabs, details, banner, 404, and the theme and language selects before hydration) and
 * loads each island's code on the first sign of use — a pointer over it, focus in it, a press, a
 * key — or by its strategy (`visible`: when scrolled near; `load`, `idle`). Islands and their
 * runtime (the React API, which the build maps to Preact: renderer/stages/assets.ts) are dynamic
 * imports (their own chunks), so a page that nobody touches runs only this file.
 * What a visitor does before an island has hydrated is not lost: the server-rendered controls keep
 * what was typed or chosen (the islands adopt it), a click on one of its buttons is replayed once
 * it is live, and the essential actions work without it (client/behaviors/).
 * NOTE: the server half of islands is templates/island.tsx; the search shortcuts are in the
 * pre-paint script (templates/theme/ThemeScript.tsx), present from the first byte.
 */
import { startBehaviors } from './behaviors/index.js'
import { islandProps } from './behaviors/live.js'
import { componentHydrator } from './component-hydrator.js'
import { strategies, INTENT_EVENTS, type StrategyName } from './strategies/index.js'

type Loader = () => Promise<{ default: unknown }>

/** Island name → chunk. Names are kebab-case of the file name (STYLE §13). */
const registry: Record<string, Loader> = {
  'theme-switch': () => import('./islands/ThemeSwitch.js'),
  'locale-switch': () => import('./islands/LocaleSwitch.js'),
  'mobile-menu': () => import('./islands/MobileMenu.js'),
  'search-box': () => import('./islands/SearchBox.js'),
  'newsletter-form': () => import('./islands/NewsletterForm.js'),
}

/**
 * What hydrates an island: a built-in from the registry, or a site's component (`component`: its
 * browser code at `data-module`, built by renderer/mdx/component-islands.ts, whose `data-export`
 * is mounted with the built-in islands' runtime, client/react-runtime.ts).
 */
function hydrator(el: HTMLElement): (() => Promise<void>) | undefined {
  if (el.dataset.island === 'component') return componentHydrator(el)
  const load = registry[el.dataset.island!]
  if (!load) return undefined
  return async () => {
    const [{ default: Component }, { hydrate }] = await Promise.all([load(), import('./hydrate.js')])
    hydrate(el, Component as Parameters<typeof hydrate>[1], islandProps(el))
  }
}

function startIslands(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const hydrateIsland = hydrator(el)
    if (!hydrateIsland) continue
    let hydrating: Promise<void> | undefined
    const run = () =>
      (hydrating ??= (async () => {
        for (const name of INTENT_EVENTS) el.removeEventListener(name, run, true)
        await hydrateIsland()
        el.removeEventListener('click', early, true)
      })())
    // A click on one of the island's buttons before it has hydrated (a tap on the menu while its
    // code is on its way) is held and replayed on the same, now live, button. A form's submit
    // button is left alone: the form posts natively until its island is live.
    const early = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('button')
      if (!button || !el.contains(button) || event.defaultPrevented) return
      if (button.type === 'submit' && button.form) return
      event.preventDefault()
      event.stopPropagation()
      el.removeEventListener('click', early, true)
      void run().then(() => button.click())
    }
    el.addEventListener('click', early, true)
    for (const name of INTENT_EVENTS) el.addEventListener(name, run, { capture: true, passive: true })
    const strategy = strategies[el.dataset.when as StrategyName] ?? strategies.interaction
    strategy(run, el)
    if (el.dataset.loadWith && new URLSearchParams(location.search).has(el.dataset.loadWith)) void run()
  }
}

startBehaviors()
startIslands()

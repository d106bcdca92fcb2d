/**
 * Hydration strategies (Astro runtime/client/*): when an island's code loads besides the first sign
 * of use, which always loads it (client/entry.tsx listens for INTENT_EVENTS on every island).
 * `interaction` (the default) waits for that sign only; `visible` also loads when the island nears
 * the viewport (a carousel, tabs with state); `idle` and `load` load after the load event.
 */
export type Strategy = (hydrate: () => Promise<void>, el: HTMLElement) => void
export type StrategyName = 'load' | 'idle' | 'visible' | 'interaction'

/** Signs that a visitor is about to use an island: pointing at it, focusing into it, pressing, a key. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart', 'keydown'] as const

/** Runs `fn` once the load event has fired. */
function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') setTimeout(fn, 0)
  else addEventListener('load', () => setTimeout(fn, 0), { once: true })
}

const load: Strategy = (hydrate) => afterLoad(() => void hydrate())

const idle: Strategy = (hydrate) =>
  afterLoad(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 1500 })
    else setTimeout(() => void hydrate(), 200)
  })

const visible: Strategy = (hydrate, el) =>
  afterLoad(() => {
    const target = (el.firstElementChild as HTMLElement | null) ?? el
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      io.disconnect()
      void hydrate()
    }, { rootMargin: '200px' })
    io.observe(target)
  })

/** Nothing besides the first sign of use. */
const interaction: Strategy = () => {}

export const strategies: Record<StrategyName, Strategy> = { load, idle, visible, interaction }

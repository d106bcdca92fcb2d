/**
 * Hydration strategies (Astro runtime/client/*): each takes the hydrate callback and the island
 * element. All start after the load event, so React and island chunks never compete with first
 * paint or count against the pre-load script budget.
 */
export type Strategy = (hydrate: () => Promise<void>, el: HTMLElement) => void
export type StrategyName = 'load' | 'idle' | 'visible' | 'interaction'

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

const interaction: Strategy = (hydrate, el) => {
  const events = ['pointerenter', 'focusin', 'touchstart'] as const
  const go = () => {
    for (const name of events) el.removeEventListener(name, go, true)
    void hydrate()
  }
  for (const name of events) el.addEventListener(name, go, { capture: true, passive: true })
}

export const strategies: Record<StrategyName, Strategy> = { load, idle, visible, interaction }

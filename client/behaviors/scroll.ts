/**
 * Scroll-driven state: the header logo shrinks past 10 px (html[data-scrolled]) and the
 * back-to-top button shows past 300 px (spec §9). One passive listener, one frame per change.
 */
const SHRINK_AFTER = 10
const BACK_TO_TOP_AFTER = 300

export function startScroll(): void {
  const root = document.documentElement
  const button = document.querySelector<HTMLElement>('[data-back-to-top]')
  let queued = false
  const update = () => {
    queued = false
    const y = scrollY
    root.toggleAttribute('data-scrolled', y > SHRINK_AFTER)
    if (button) button.hidden = y <= BACK_TO_TOP_AFTER
  }
  addEventListener('scroll', () => {
    if (queued) return
    queued = true
    requestAnimationFrame(update)
  }, { passive: true })
  update()
  button?.addEventListener('click', () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    document.querySelector<HTMLElement>('#content')?.focus({ preventScroll: true })
  })
}

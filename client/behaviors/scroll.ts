/**
 * Scroll-driven state: the header logo shrinks past 10 px (html[data-scrolled]) and the
 * back-to-top button shows past 300 px (spec §9). One passive listener, one frame per change.
 * The button never covers a form (the newsletter's Subscribe button on a small screen): while it
 * overlaps one it is hidden (data-over-form, visibility hidden in chrome.css).
 */
const SHRINK_AFTER = 10
const BACK_TO_TOP_AFTER = 300

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

export function startScroll(): void {
  const root = document.documentElement
  const button = document.querySelector<HTMLElement>('[data-back-to-top]')
  const forms = document.getElementsByTagName('form')
  let queued = false
  const update = () => {
    queued = false
    const y = scrollY
    root.toggleAttribute('data-scrolled', y > SHRINK_AFTER)
    if (!button) return
    button.hidden = y <= BACK_TO_TOP_AFTER
    if (button.hidden) return
    const box = button.getBoundingClientRect()
    button.toggleAttribute('data-over-form', [...forms].some((form) => overlaps(box, form.getBoundingClientRect())))
  }
  const queue = () => {
    if (queued) return
    queued = true
    requestAnimationFrame(update)
  }
  addEventListener('scroll', queue, { passive: true })
  addEventListener('resize', queue, { passive: true })
  update()
  button?.addEventListener('click', () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
    scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    document.querySelector<HTMLElement>('#content')?.focus({ preventScroll: true })
  })
}

/**
 * Details blocks (`details.details` from templates/mdx/components.tsx): open at once, close after 500 ms (spec §9) so the closing
 * animation can play (html attribute data-closing on the element meanwhile).
 */
const CLOSE_DELAY = 500

export function startDetails(): void {
  if (!document.querySelector('details.details')) return
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest('summary')
    const details = summary?.parentElement
    if (!details || !(details instanceof HTMLDetailsElement) || !details.classList.contains('details')) return
    if (!details.open || details.hasAttribute('data-closing')) return
    event.preventDefault()
    details.setAttribute('data-closing', '')
    setTimeout(() => {
      details.removeAttribute('data-closing')
      details.open = false
    }, CLOSE_DELAY)
  })
}

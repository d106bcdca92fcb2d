/**
 * Table of contents: highlights (aria-current="location") the entry of the section being read,
 * with one IntersectionObserver over the headings the TOC links to.
 */
export function startToc(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')]
  if (!links.length || !('IntersectionObserver' in window)) return
  const byId = new Map(links.map((a) => [decodeURIComponent(a.hash.slice(1)), a]))
  const headings = [...byId.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h)
  const visible = new Set<string>()
  const mark = () => {
    // The first heading in document order that is on screen; else keep the last one passed.
    const id = headings.find((h) => visible.has(h.id))?.id
    if (!id) return
    for (const [key, a] of byId) {
      if (key === id) a.setAttribute('aria-current', 'location')
      else a.removeAttribute('aria-current')
    }
  }
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) visible.add(e.target.id)
      else visible.delete(e.target.id)
    }
    mark()
  }, { rootMargin: '-64px 0px -60% 0px' })
  for (const h of headings) io.observe(h)
}

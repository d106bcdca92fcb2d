/**
 * What the vanilla layer needs to know about islands: whether an element's island has hydrated
 * (React then owns its events and state), and an island's props (the JSON block after its marker,
 * written by templates/island.tsx).
 */
export function isLive(el: Element): boolean {
  return el.closest('[data-island]')?.hasAttribute('data-hydrated') ?? false
}

/** Props of an island: the JSON block right after its marker element. */
export function islandProps(island: HTMLElement): Record<string, unknown> {
  const next = island.nextElementSibling
  if (!next || next.tagName !== 'SCRIPT' || !next.hasAttribute('data-island-props')) return {}
  try {
    return JSON.parse(next.textContent || '{}') as Record<string, unknown>
  } catch {
    return {}
  }
}

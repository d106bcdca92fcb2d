/**
 * Tabs (server markup from templates/mdx/components.tsx, `[data-tabs]`): click, Enter or Space
 * select; arrow keys, Home and End move focus, looping, and select on focus unless the group has
 * data-activation="manual". A group with data-storage-key keeps its index in localStorage
 * (synced across windows by the storage event; 0 when the stored value is not a number).
 * Panel presence (spec §4): `mounted`; `unmount-suspended` while the outgoing panel fades out
 * (1 s, content.css; inert meanwhile); `unmounted` (hidden) once its fade has finished, at once
 * when the visitor prefers reduced motion.
 */
function tabsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')]
}

/**
 * Selects tab `index` of `group` and shows its panel. The outgoing panel fades only when the
 * visitor switched here (`fade`); restoring a stored tab or following another window swaps at once.
 */
function select(group: HTMLElement, index: number, store: boolean, fade = true): void {
  const tabs = tabsOf(group)
  if (!tabs[index]) index = 0
  tabs.forEach((tab, i) => {
    const active = i === index
    tab.setAttribute('aria-selected', String(active))
    tab.tabIndex = active ? 0 : -1
    tab.dataset.state = active ? 'active' : 'inactive'
    const panel = document.getElementById(tab.getAttribute('aria-controls') || '')
    if (panel) setPresence(panel, active, fade)
  })
  const key = group.dataset.storageKey
  if (store && key) {
    try {
      localStorage.setItem(key, String(index))
    } catch {
      // Storage disabled: the selection still applies.
    }
  }
}

function unmount(panel: HTMLElement): void {
  panel.hidden = true
  panel.inert = false
  panel.dataset.presence = 'unmounted'
}

/** Shows the selected panel; the one going away stays, inert, until its fade-out has run. */
function setPresence(panel: HTMLElement, active: boolean, fade: boolean): void {
  panel.dataset.state = active ? 'active' : 'inactive'
  if (active) {
    panel.hidden = false
    panel.inert = false
    panel.dataset.presence = 'mounted'
    return
  }
  if (panel.hidden) return
  if (!fade || matchMedia('(prefers-reduced-motion: reduce)').matches) return unmount(panel)
  panel.dataset.presence = 'unmount-suspended'
  panel.inert = true
  const fades = panel.getAnimations()
  if (!fades.length) return unmount(panel)
  // Finished, or cancelled (the tab was selected again, which made the panel mounted).
  const settle = () => {
    if (panel.dataset.presence === 'unmount-suspended') unmount(panel)
  }
  void Promise.all(fades.map((a) => a.finished)).then(settle, settle)
}

/** The stored index for a key: 0 unless the value is a number. */
export function storedIndex(value: string | null): number {
  const n = Number(value)
  return value !== null && Number.isInteger(n) && n >= 0 ? n : 0
}

export function startTabs(): void {
  const groups = [...document.querySelectorAll<HTMLElement>('[data-tabs]')]
  if (!groups.length) return
  const syncKey = (key: string, value: string | null, fade: boolean) => {
    for (const g of groups) if (g.dataset.storageKey === key) select(g, storedIndex(value), false, fade)
  }
  for (const g of groups) {
    const key = g.dataset.storageKey
    if (key) {
      let value: string | null = null
      try {
        value = localStorage.getItem(key)
      } catch {
        // ignore
      }
      if (value !== null) select(g, storedIndex(value), false, false)
    }
  }
  addEventListener('storage', (e) => {
    if (e.key) syncKey(e.key, e.newValue, false)
  })
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role=tab]')
    const group = tab?.closest<HTMLElement>('[data-tabs]')
    if (!tab || !group) return
    const index = tabsOf(group).indexOf(tab)
    select(group, index, true)
    if (group.dataset.storageKey) syncKey(group.dataset.storageKey, String(index), true)
  })
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role=tab]')
    const group = tab?.closest<HTMLElement>('[data-tabs]')
    if (!tab || !group) return
    const tabs = tabsOf(group)
    const at = tabs.indexOf(tab)
    const rtl = getComputedStyle(group).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 0, ArrowUp: 0 }[event.key as 'ArrowRight']
    let next = -1
    if (step) next = (at + step + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    if (next < 0) return
    event.preventDefault()
    tabs[next]!.focus()
    if (group.dataset.activation !== 'manual') tabs[next]!.click()
  })
}

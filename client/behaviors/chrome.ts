/**
 * Small page-chrome behaviours: banner dismissal (stored under the banner's key; the pre-paint
 * half is templates/theme/ThemeScript.tsx), the narrow-sidebar toggle, and closing the small-screen
 * navigation dropdown when one of its links is followed.
 */
export function startChrome(): void {
  const root = document.documentElement
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null
    const dismiss = target?.closest<HTMLElement>('[data-banner-dismiss]')
    if (dismiss) {
      const key = dismiss.closest<HTMLElement>('[data-banner-key]')?.dataset.bannerKey
      try {
        if (key) localStorage.setItem(key, 'true')
      } catch {
        // Storage disabled: hidden for this page only.
      }
      root.setAttribute('data-banner-hidden', '')
      return
    }
    const toggle = target?.closest<HTMLElement>('[data-sidebar-toggle]')
    if (toggle) {
      const narrow = !root.hasAttribute('data-sidebar-narrow')
      root.toggleAttribute('data-sidebar-narrow', narrow)
      toggle.setAttribute('aria-expanded', String(!narrow))
      try {
        localStorage.setItem('sidebar-narrow', narrow ? '1' : '0')
      } catch {
        // ignore
      }
      return
    }
    const link = target?.closest('a')
    const dropdown = link?.closest<HTMLDetailsElement>('details[data-close-on-nav]')
    if (dropdown) dropdown.open = false
  })
}

/**
 * The theme select before its island hydrates: shows the stored choice from the first paint (the
 * server cannot know it) and applies and stores a change at once, so a visitor who picks a theme
 * before React has loaded gets it. Steps aside for a select whose island has hydrated (the island
 * then owns it: client/islands/ThemeSwitch.tsx).
 */
import { chooseTheme, readTheme, type ThemeChoice } from '../choices/theme.js'
import { isLive } from './live.js'

const SELECT = '[data-island="theme-switch"] select'

export function startThemeSelect(): void {
  const selects = () => [...document.querySelectorAll<HTMLSelectElement>(SELECT)].filter((s) => !isLive(s))
  if (!document.querySelector(SELECT)) return
  const stored = readTheme()
  for (const select of selects()) select.value = stored
  document.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement
    if (!(select instanceof HTMLSelectElement) || !select.matches(SELECT) || isLive(select)) return
    chooseTheme(select.value as ThemeChoice)
    for (const other of selects()) other.value = select.value
  })
}

/**
 * The language select before its island hydrates: a change goes to that locale's page at once
 * (client/choices/locale.ts), with the routes from the island's props block. Steps aside for a
 * select whose island has hydrated (client/islands/LocaleSwitch.tsx then owns it).
 */
import { goToLocale, type LocaleOption } from '../choices/locale.js'
import { isLive, islandProps } from './live.js'

const SELECT = '[data-island="locale-switch"] select'

export function startLocaleSelect(): void {
  if (!document.querySelector(SELECT)) return
  document.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement
    if (!(select instanceof HTMLSelectElement) || !select.matches(SELECT) || isLive(select)) return
    const { options = [] } = islandProps(select.closest<HTMLElement>('[data-island]')!) as { options?: LocaleOption[] }
    goToLocale(options, select.value)
  })
}

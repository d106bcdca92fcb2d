/**
 * locale-switch island: a select of the site's locales; choosing one loads the current page in that
 * locale (client/choices/locale.ts). Before hydration the same choice is handled by the vanilla
 * client/behaviors/locale-select.ts, which steps aside once this island is hydrated.
 */
import { goToLocale, type LocaleOption } from '../choices/locale.js'

export interface LocaleSwitchProps {
  current: string
  options: LocaleOption[]
  /** Accessible name of the select, in the page's language. */
  label?: string
}

export default function LocaleSwitch({ current, options, label = 'Change language' }: LocaleSwitchProps) {
  return (
    <label className="locale-switch">
      <span className="sr-only">{label}</span>
      <select defaultValue={current} onChange={(e) => goToLocale(options, e.target.value)}>
        {options.map((o) => (
          <option key={o.locale} value={o.locale} lang={o.locale} dir={o.direction}>{o.text}</option>
        ))}
      </select>
    </label>
  )
}

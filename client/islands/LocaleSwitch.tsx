/**
 * locale-switch island: a select of the site's locales; choosing one loads the current page in that
 * locale (client/choices/locale.ts). Before hydration the same choice is handled by the vanilla
 * client/behaviors/locale-select.ts, which steps aside once this island is hydrated.
 */
import { goToLocale, type LocaleOption } from '../choices/locale.js'

export interface LocaleSwitchProps {
  current: string
  options: LocaleOption[]
}

export default function LocaleSwitch({ current, options }: LocaleSwitchProps) {
  return (
    <label className="locale-switch">
      <span className="sr-only">Change language</span>
      <select defaultValue={current} onChange={(e) => goToLocale(options, e.target.value)}>
        {options.map((o) => (
          <option key={o.locale} value={o.locale} lang={o.locale} dir={o.direction}>{o.text}</option>
        ))}
      </select>
    </label>
  )
}

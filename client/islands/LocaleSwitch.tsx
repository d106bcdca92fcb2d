/**
 * locale-switch island: a select of the site's locales. Choosing one sets the cookie NEXT_LOCALE
 * (one year, path /) and loads the current page in that locale (its alternate route, else the
 * locale's home). NOTE: the redirect half for returning visitors is templates/theme/LocaleScript.tsx.
 */
export interface LocaleSwitchProps {
  current: string
  options: Array<{ locale: string; text: string; direction: 'ltr' | 'rtl'; route: string }>
}

export const LOCALE_COOKIE = 'NEXT_LOCALE'
const ONE_YEAR = 31_536_000

export default function LocaleSwitch({ current, options }: LocaleSwitchProps) {
  return (
    <label className="locale-switch">
      <span className="sr-only">Change language</span>
      <select
        defaultValue={current}
        onChange={(e) => {
          const option = options.find((o) => o.locale === e.target.value)
          if (!option) return
          document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(option.locale)}; max-age=${ONE_YEAR}; path=/; samesite=lax`
          location.href = option.route + location.hash
        }}
      >
        {options.map((o) => (
          <option key={o.locale} value={o.locale} lang={o.locale} dir={o.direction}>{o.text}</option>
        ))}
      </select>
    </label>
  )
}

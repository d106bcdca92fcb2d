/**
 * Switching the page's language: sets the cookie NEXT_LOCALE (one year, path /) and loads the
 * current page in that locale (its alternate route, else the locale's home). Shared by the vanilla
 * select handler that works before hydration (client/behaviors/locale-select.ts) and the
 * locale-switch island. NOTE: the redirect half for returning visitors is templates/theme/ThemeScript.tsx.
 */
export interface LocaleOption {
  locale: string
  text: string
  direction: 'ltr' | 'rtl'
  route: string
}

export const LOCALE_COOKIE = 'NEXT_LOCALE'
const ONE_YEAR = 31_536_000

/** Goes to `locale`'s version of the page; does nothing for a locale not among `options`. */
export function goToLocale(options: LocaleOption[], locale: string): void {
  const option = options.find((o) => o.locale === locale)
  if (!option) return
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(option.locale)}; max-age=${ONE_YEAR}; path=/; samesite=lax`
  location.href = option.route + location.hash
}

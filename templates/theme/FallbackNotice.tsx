/**
 * A page shown in a locale without its translation: its content is the default locale's page, so
 * the element holding it carries that language (`lang`) while the document stays in the page's
 * locale; the notice above it is in the page's locale, and says so.
 */
import type { PageData } from '../page-data.js'

/** The `lang` of a page's content element: the default locale on a fallback page, else none (the document's). */
export function fallbackLang(data: Pick<PageData, 'page' | 'site'>): string | undefined {
  return data.page.fallback ? data.site.i18n.defaultLocale : undefined
}

export function FallbackNotice({ data }: { data: Pick<PageData, 'locale' | 'site'> }) {
  return (
    <p role="note" className="fallback-notice" data-fallback-notice="" lang={data.locale}>
      {data.site.strings.notTranslated}
    </p>
  )
}

/**
 * renderDocument: PageData → a complete HTML document string. The one entry point the renderer
 * calls; the layout is chosen by templates/layouts/index.tsx. The page script is linked only when
 * the body has an island or a vanilla behaviour's marker, so a page with nothing interactive
 * ships no JavaScript (besides the few pre-paint lines of the theme script).
 */
import type { ReactElement } from 'react'
import { renderToString } from './react-server.js'
import type { PageData } from './page-data.js'
import { headHtml } from './Head.js'
import { Layout } from './layouts/index.js'
import { LocalizeHrefContext, SiteContext } from './site-context.js'
import { PageContext } from './page-context.js'
import { setCurrentPage } from './mdx/nextra-hooks.js'
import { ImagesContext } from './theme/Image.js'
import { SearchIndexContext } from './theme/SearchSlot.js'
import { routeTheme } from './support/theme.js'
import { fillRawParts, RawParts, RawPartsContext } from './support/raw-parts.js'
import { documentUnderBase } from './support/base-path-html.js'

/** Attributes whose presence means the page needs client/entry.tsx (islands and behaviours); global, to test from `lastIndex` on. */
const INTERACTIVE = /\sdata-(island|code-block|tabs|toc|back-to-top|banner-dismiss|avatar|suggest|issue-link|sidebar-toggle|copy-page|mermaid)=|<details class="details"/g

export function renderDocument(data: PageData): string {
  const previous = setCurrentPage(data)
  try {
    return documentOf(data, renderToString(bodyOf(data)))
  } finally {
    setCurrentPage(previous)
  }
}

/** The runs of markup each document's last body render left to fill in (support/raw-parts.tsx). */
const rawParts = new WeakMap<PageData, RawParts>()

/** The body of the page's document, as an element for React's renderers. */
export function bodyOf(data: PageData): ReactElement {
  const raw = new RawParts()
  rawParts.set(data, raw)
  return (
    <RawPartsContext.Provider value={raw}>
    <SiteContext.Provider value={data.site}>
      <PageContext.Provider value={data}>
        <ImagesContext.Provider value={data.images ?? {}}>
          <SearchIndexContext.Provider value={data.assets.searchPointer}>
            <LocalizeHrefContext.Provider value={data.localizeHref}>
              <Layout data={data} />
            </LocalizeHrefContext.Provider>
          </SearchIndexContext.Provider>
        </ImagesContext.Provider>
      </PageContext.Provider>
    </SiteContext.Provider>
    </RawPartsContext.Provider>
  )
}

/** How a document ends after its body. */
export const BODY_END = '</body></html>\n'

/** The complete document around a rendered body: its head, with the page script when the body needs it. */
export function documentOf(data: PageData, renderedBody: string): string {
  const raw = rawParts.get(data)
  const shell = raw ? fillRawParts(renderedBody, raw) : renderedBody
  const body = data.fillContent ? data.fillContent(shell) : shell
  const open = `<!doctype html>\n<html ${htmlAttributes(data.locale, data.dir, data.route, data.site, data.page.theme)}>`
  const document = withPageScript(body, data.assets.script, (script) => `${open}${headHtml(data, script)}<body>${body}${BODY_END}`)
  return documentUnderBase(document, data.site.basePath)
}

/**
 * The document `make` writes around `body` (ending in `body` and BODY_END) with the page script
 * when the body has something interactive, else without. It is made with the script and tested
 * from its body on: the test flattens the document, as writing it would; testing the body alone
 * flattened a copy of the body (~90 KB of a synthetic page, half of what a page worker copied)
 * that the document then copied again (issue 20).
 */
export function withPageScript(body: string, script: string | undefined, make: (script: string | undefined) => string): string {
  if (!script) return make(undefined)
  const withScript = make(script)
  INTERACTIVE.lastIndex = withScript.length - body.length - BODY_END.length
  return INTERACTIVE.test(withScript) ? withScript : make(undefined)
}

/** lang, dir, the page's hues and, on marketing pages, the forced dark theme. */
export function htmlAttributes(locale: string, dir: string, route: string, site: PageData['site'], pageTheme?: PageData['page']['theme']): string {
  const theme = routeTheme(site, route, pageTheme)
  const accent = theme.accent ? `;--primary-light:${theme.accent.light.primary};--primary-soft-light:${theme.accent.light.soft};--primary-dark:${theme.accent.dark.primary};--primary-soft-dark:${theme.accent.dark.soft}` : ''
  const attrs = [`lang="${escapeAttr(locale)}"`, `dir="${dir === 'rtl' ? 'rtl' : 'ltr'}"`, `style="--hue-light:${theme.hueLight};--hue-dark:${theme.hueDark}${accent}"`]
  if (theme.forced) attrs.push(`data-theme="dark" data-theme-forced="dark" data-marketing=""`)
  // The client's own site paths (search hits, 404 suggestions) go under it too (client/base-path.ts).
  if (site.basePath) attrs.push(`data-base="${escapeAttr(site.basePath)}"`)
  return attrs.join(' ')
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

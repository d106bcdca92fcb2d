/**
 * Table of contents: the page's h2 and h3, or the levels its front matter asks for (support/toc-levels.ts). Floating (the default): a 250 px column, extra-large
 * screens only (CSS); `inline` (config `toc.float: false`): a block at the end of the content, at
 * every width. The entry being read is highlighted by client/behaviors/toc.ts (aria-current="location").
 */
import type { Heading } from '../../core/compiled-page.js'
import type { UiStrings } from '../../core/i18n/ui-strings.js'
import { DEFAULT_TOC_LEVELS } from '../support/toc-levels.js'

/** `lang`: the language of the headings when it is not the page's (a page shown untranslated). */
export function Toc({ headings, strings, lang, inline = false, levels = DEFAULT_TOC_LEVELS }: { headings: Heading[]; strings: UiStrings; lang?: string; inline?: boolean; levels?: readonly [number, number] }) {
  const items = headings.filter((h) => h.depth >= levels[0] && h.depth <= levels[1])
  // Inside <main> a complementary landmark is not allowed: the inline TOC is a plain block.
  const Box = inline ? 'div' : 'aside'
  return (
    <Box className={inline ? 'toc toc-inline' : 'toc'} aria-label={inline ? undefined : strings.tableOfContents}>
      {items.length ? (
        <nav data-toc="" aria-labelledby="toc-title">
          <p className="toc-title" id="toc-title">{strings.onThisPage}</p>
          <ul lang={lang}>
            {/* A partial's heading may repeat a page's id (each file has its own slugs, as in Nextra). */}
            {items.map((h, i) => (
              <li key={`${i}:${h.id}`} data-depth={h.depth}><a href={`#${h.id}`}>{h.value}</a></li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Box>
  )
}

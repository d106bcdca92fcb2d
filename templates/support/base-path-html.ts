/**
 * A rendered document, and the props of the theme's islands, with their site paths moved under
 * the site's `basePath` (core/base-path.ts). In the document, the attributes that hold URLs: links,
 * images and their srcsets, scripts and stylesheets, and the theme's own (`data-module`,
 * `data-mermaid`, `data-suggest`, `data-copy-page`); not a form's `action`: the newsletter API
 * stays at the host's `/api/`, where its Worker is routed and `site serve` answers it. React writes every attribute as name="value"
 * with its quotes escaped, so a value runs to the next quote, and text (code showing an `href="/x"`
 * included) holds `&quot;`, never a quote: it is left alone.
 *
 * One pass over the finished document rather than a prefix in each template: it sees every URL,
 * those a site's components and a page's raw JSX write too (Docusaurus asks authors to wrap those
 * in useBaseUrl). A site at the root of its host (the default) skips it.
 */
import { withBase } from '../../core/base-path.js'

const URL_ATTRIBUTE = /(\s(?:href|src|poster|data-(?:module|mermaid|suggest|copy-page))=")\/(?!\/)/g
const SRCSET = /(\s(?:srcset|imagesrcset)=")([^"]*)"/g

/** `html` with every site path of its URL attributes under `base`. */
export function documentUnderBase(html: string, base: string): string {
  if (!base) return html
  const under = html.replace(URL_ATTRIBUTE, `$1${base}/`)
  return under.replace(SRCSET, (_, open: string, list: string) => `${open}${list.split(',').map((candidate) => candidateUnderBase(candidate, base)).join(',')}"`)
}

/** One `url descriptor` of a srcset, its leading space kept. */
function candidateUnderBase(candidate: string, base: string): string {
  const trimmed = candidate.trimStart()
  return candidate.slice(0, candidate.length - trimmed.length) + withBase(base, trimmed)
}

/** Keys of the theme's island props that hold site paths (MobileMenu's links, LocaleSwitch's options, SearchBox's pointer). */
const URL_KEYS = new Set(['href', 'route', 'pointerUrl'])

/** `props` with the site paths under URL_KEYS moved under `base`. */
export function propsUnderBase<P>(props: P, base: string): P {
  return base ? (underBase(props, base) as P) : props
}

function underBase(value: unknown, base: string, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && URL_KEYS.has(key) ? withBase(base, value) : value
  if (Array.isArray(value)) return value.map((item) => underBase(item, base))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, underBase(v, base, k)]))
  return value
}

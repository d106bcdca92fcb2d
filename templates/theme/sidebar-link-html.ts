/**
 * The markup of a sidebar link that is not the page's own, kept per thread: a page's sidebar
 * repeats every link of its section (twice: desktop and the small-screen bar), and those links
 * are the same on every page but one. React rendered about 220 of the 246 links of a synthetic
 * docs page, 1.2-1.7 ms of its 3 ms render (issue 20). Written byte for byte as React writes
 * `<a className="sidebar-link" href={href} target rel>{text}</a>` (the sidebar test compares
 * both); undefined for an href React would rewrite (a `javascript:` URL), which React then renders.
 */
import { keepBounded } from '../../core/bounded-map.js'

const kept = new Map<string, string>()
const KEPT = 20_000

/** React's escaping of text and attribute values (escapeTextForBrowser). */
function escape(text: string): string {
  return /["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (c) => ESCAPES[c]!) : text
}
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }

/** A URL React writes as it is: a path, an anchor, a query or a web/mail address. */
const PLAIN_HREF = /^(\/|#|\?|https?:|mailto:)/i

export function sidebarLinkHtml(href: string, newWindow: boolean | undefined, text: string, html: string | undefined): string | undefined {
  if (!PLAIN_HREF.test(href)) return undefined
  const key = `${href}\0${newWindow ? 1 : 0}\0${text}\0${html ?? ''}`
  let found = kept.get(key)
  if (found === undefined) {
    const label = html ? `<span class="sidebar-label">${html}</span>` : escape(text)
    found = keepBounded(kept, key, `<a class="sidebar-link" href="${escape(href)}"${newWindow ? ' target="_blank" rel="noopener noreferrer"' : ''}>${label}</a>`, KEPT)
  }
  return found
}

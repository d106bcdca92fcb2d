/**
 * The inline head script that runs before first paint: applies the stored theme ('theme':
 * light/dark/system, unknown → system; system follows the OS setting live), hides a dismissed
 * banner (data-banner-hidden), restores the narrow sidebar, sends a visitor whose NEXT_LOCALE
 * cookie names another locale to that locale's version of the page when it exists (at the root
 * without the cookie: the first of the browser's languages the site has), and listens for
 * the search shortcuts ('/' outside a text field, Ctrl/Cmd+K: focus the first visible search input),
 * so they work from the first byte, before any search island has loaded (focusing the input then
 * loads it, client/entry.tsx).
 * The script is the same on every page of a site (its routes are read from a JSON data block), so
 * a Content-Security-Policy lists one hash for it (renderer/security/).
 * NOTE: the interactive halves are client/islands/ThemeSwitch.tsx, client/islands/LocaleSwitch.tsx
 * and client/behaviors/chrome.ts. No data is interpolated except through safeJson.
 */
import { safeJson } from '../support/json.js'

const THEME = `var d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');function a(){if(d.dataset.themeForced)return;var t;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t='system';var r=t==='system'?(m.matches?'dark':'light'):t;d.dataset.theme=r;d.style.colorScheme=r}a();m.addEventListener('change',a);`

/** The search shortcuts: focus and select the first visible `input[data-search-input]`. */
const SEARCH_KEYS = `document.addEventListener('keydown',function(v){var k=v.key||'',t=v.target,n=t&&t.tagName,m=v.ctrlKey||v.metaKey;if(!(m&&!v.altKey&&k.toLowerCase()==='k'||k==='/'&&!m&&!v.altKey&&!(t&&(t.isContentEditable||n==='INPUT'||n==='TEXTAREA'||n==='SELECT'))))return;var s=document.querySelectorAll('input[data-search-input]');for(var i=0;i<s.length;i++)if(s[i].getClientRects().length){v.preventDefault();s[i].focus();s[i].select();return}});`

/**
 * At the site's home (`home` of the data block under a basePath, else `/`) without a NEXT_LOCALE cookie: the first of the browser's languages (navigator.languages)
 * that names a locale of the site, whole or by its primary subtag; the default locale's stays. Crawlers
 * (a bot user agent) are left on the default locale.
 */
const ROOT_LANGUAGE = `if(!l&&location.pathname===(o.home||'/')&&!/bot|crawl|spider|slurp/i.test(navigator.userAgent)){var n=navigator.languages||[navigator.language],k=Object.keys(r);for(var i=0;i<n.length&&!l;i++){var q=String(n[i]).toLowerCase();for(var j=0;j<k.length;j++){var w=k[j].toLowerCase();if(w===q||w.split('-')[0]===q.split('-')[0]){l=k[j];break}}}}`

/** Id of the JSON block holding the page's locale and its routes in other locales. */
export const LOCALES_ID = 'site-locale-routes'

/** The script of each banner key (or none) made so far: the same on every page of a site. */
const scripts = new Map<string | undefined, string>()

export function themeScript({ bannerKey }: { bannerKey?: string }): string {
  return scripts.get(bannerKey) ?? scripts.set(bannerKey, scriptFor(bannerKey)).get(bannerKey)!
}

function scriptFor(bannerKey: string | undefined): string {
  let js = THEME + SEARCH_KEYS
  js += `try{if(localStorage.getItem('sidebar-narrow')==='1')d.setAttribute('data-sidebar-narrow','')}catch(e){}`
  if (bannerKey) js += `try{if(localStorage.getItem(${safeJson(bannerKey)}))d.setAttribute('data-banner-hidden','')}catch(e){}`
  js += `var e=document.getElementById('${LOCALES_ID}');if(e){var o=JSON.parse(e.textContent),c=/(?:^|; )NEXT_LOCALE=([^;]*)/.exec(document.cookie),l=c&&decodeURIComponent(c[1]),r=o.routes;${ROOT_LANGUAGE}if(l&&l!==o.locale&&r[l]&&r[l]!==location.pathname)location.replace(r[l]+location.search+location.hash)}`
  return `(function(){${js}})()`
}

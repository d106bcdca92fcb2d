/**
 * The script `site dev` adds to every page: listens to the reload channel (server-sent events,
 * authorised by a per-run token) and reloads the tab, keeping its scroll position.
 */
export function reloadScript(token: string): string {
  return `<script type="module">
const key='site-dev-scroll:'+location.pathname
const saved=sessionStorage.getItem(key)
if(saved!==null){sessionStorage.removeItem(key);window.scrollTo(0,Number(saved))}
const events=new EventSource('/__site/events?token=${encodeURIComponent(token)}')
events.addEventListener('reload',()=>{sessionStorage.setItem(key,String(window.scrollY));location.reload()})
</script>`
}

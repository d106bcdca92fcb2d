/**
 * The script `site dev` adds to every page: reloads the tab when the reload channel (server-sent
 * events, authorised by a per-run token) says the site changed, keeping its scroll position.
 *
 * Every page carries the version of the site it was rendered from; the channel sends the current
 * version when it connects and with each reload, so a change saved while a tab was (re)loading is
 * not missed: a tab older than the version it hears reloads.
 *
 * One connection serves every tab: a browser opens at most 6 connections per host, and a channel
 * per tab left the 7th tab loading forever. The tab holding a Web Lock listens and passes each
 * version to the others on a BroadcastChannel (and to a tab that just opened, when it asks); when
 * it closes, the lock (and the listening) passes to another tab. Where the page is not a secure
 * context (a LAN address: no Web Locks), each tab listens itself.
 *
 * A tab reloads once per page load: every tab that finishes loading asks, and the answer reaches
 * all tabs, so a tab still reloading heard the new version again; each `location.reload()`
 * restarted its navigation, one more render on the server each time.
 *
 * A restarted `site dev` has a new token: the channel refuses the old one and the browser closes
 * it for good. The listening tab then asks for its page until the server answers; a page with
 * another token means a new server, and every tab reloads (the listener passes the news on as an
 * infinite version). The same token means the channel was refused for another reason: it stops.
 */
export function reloadScript(token: string, version: number): string {
  const name = JSON.stringify(`site-dev-reload:${token}`)
  return `<script type="module">
const key='site-dev-scroll:'+location.pathname
const saved=sessionStorage.getItem(key)
if(saved!==null){sessionStorage.removeItem(key);window.scrollTo(0,Number(saved))}
let reloading=false
const check=(version)=>{if(version>${version}&&!reloading){reloading=true;sessionStorage.setItem(key,String(window.scrollY));location.reload()}}
const restarted=async(heard)=>{for(;;){await new Promise((r)=>setTimeout(r,1000))
const found=/token=([0-9a-f]+)/.exec(await fetch(location.href,{cache:'no-store'}).then((r)=>r.text(),()=>''))
if(!found)continue
if(found[1]!=='${token}')heard(Infinity)
return}}
const listen=(heard)=>{const events=new EventSource('/__site/events?token=${encodeURIComponent(token)}')
events.addEventListener('version',(e)=>heard(Number(e.data)))
events.addEventListener('reload',(e)=>heard(JSON.parse(e.data).version))
events.onerror=()=>{if(events.readyState===EventSource.CLOSED)restarted(heard)}}
if(navigator.locks&&window.BroadcastChannel){
const channel=new BroadcastChannel(${name})
let current
channel.onmessage=(e)=>{if(e.data!=='ask')check(e.data);else if(current!==undefined)channel.postMessage(current)}
channel.postMessage('ask')
navigator.locks.request(${name},()=>new Promise(()=>listen((version)=>{current=version;channel.postMessage(version);check(version)})))
}else listen(check)
</script>`
}

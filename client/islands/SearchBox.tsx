/**
 * SearchBox: the search island of the navbar, the sidebar and the small-screen bar (spec §4, §8, §9).
 * States: closed, loading ('Loading…'), errored ('Failed to load search index.'), results, none
 * ('No results found.'), shown in `data-search-state`. The locale's index (its pointer, then the
 * meta shard of the index it names) is fetched on first focus (the '/' and Ctrl/Cmd+K shortcuts of the pre-paint script,
 * templates/theme/ThemeScript.tsx, focus the box, even before it has hydrated) and shared by every box
 * of the page; each query then fetches the shards it needs (`aria-busy` while they are on their
 * way: title and heading results show at once, text results and excerpts follow). A shard that
 * fails is the errored state; the next focus tries again.
 * Results are rendered from text segments as text nodes and <mark> elements, never as HTML.
 * NOTE: the server half is templates/theme/SearchSlot.tsx; the index is made by renderer/stages/search.ts.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { loadEngine, type PageHit, type SearchEngine, type SearchResult } from '../search/engine.js'
import { excerpt, highlight, queryTerms, type Segment } from '../search/highlight.js'
import { searchMessages } from '../search/messages.js'
import { withBase } from '../../core/base-path.js'
import { siteBase } from '../base-path.js'

export interface SearchBoxProps {
  locale: string
  /** URL of the locale's search pointer (names the current index); without it the box reports the index as failed. */
  pointerUrl?: string
  placement?: 'navbar' | 'sidebar' | 'mobile'
  /** The config's `search.placeholder`; default: the locale's built-in text. */
  placeholder?: string
}

/** The typing flag clears this long after the last keystroke (spec §9); 'No results found.' waits for it. */
export const TYPING_MS = 350
/** Results list max height (spec §9). */
export const LIST_MAX_HEIGHT = 400

type Status = 'idle' | 'loading' | 'ready' | 'error'
export type SearchState = 'closed' | 'loading' | 'error' | 'results' | 'none'

export default function SearchBox({ locale, pointerUrl, placement = 'navbar', placeholder }: SearchBoxProps) {
  const t = searchMessages(locale)
  // Not useId: an island hydrates as its own root, so its ids would differ from the server's.
  const id = `search-${placement}`
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [typing, startTyping] = useTyping()
  const [active, setActive] = useState(0)
  const { status, load, found } = useSearch(pointerUrl, query)
  const results = found.pages
  useHydratedInput(input, placement, load, setQuery, setFocused)
  const flat = useMemo(() => results.flatMap((p) => p.sections), [results])
  const terms = useMemo(() => queryTerms(query), [query])
  const open = focused && !dismissed && (status === 'loading' || status === 'error' || query.trim() !== '')
  const state = searchState(open, status, found, typing)

  // Escape closes; arrows move through the options; Enter opens the active one.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const hit = state === 'results' && event.key === 'Enter' ? flat[active] : undefined
    const move = listMove(event.key, state === 'results' ? flat.length : 0)
    if (event.key !== 'Escape' && !hit && !move) return
    event.preventDefault()
    if (move) return setActive((i) => (i + move + flat.length) % flat.length)
    setDismissed(true)
    if (hit) window.location.assign(withBase(siteBase(), hit.url))
    else input.current?.blur()
  }
  const listId = `${id}-results`
  const optionId = (i: number) => `${id}-option-${i}`
  return (
    <div
      className="search-box"
      data-search-box={placement}
      data-search-state={state}
      data-typing={typing ? '' : undefined}
      aria-busy={open && (status === 'loading' || found.pending) ? true : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <input
        ref={input}
        type="search"
        className="search-input"
        data-search-input=""
        placeholder={placeholder ?? t.placeholder}
        aria-label={t.label}
        role="combobox"
        aria-expanded={state === 'results'}
        // Only while the list exists: a reference to a missing id is invalid (html-validate, ARIA 1.2 asks for it when expanded).
        aria-controls={state === 'results' ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={state === 'results' && flat.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        value={query}
        onFocus={() => {
          setFocused(true)
          setDismissed(false)
          load()
        }}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
          setDismissed(false)
          startTyping()
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="search-kbd" aria-hidden="true">/</kbd>
      {state === 'closed' ? null : (
        <SearchPanel state={state} results={results} active={active} terms={terms} t={t} listId={listId} optionId={optionId} setActive={setActive} onPick={() => setDismissed(true)} />
      )}
    </div>
  )
}

/** After hydration: picks up what was typed into the server-rendered input, `?q=`, and whether it has focus. */
function useHydratedInput(input: RefObject<HTMLInputElement | null>, placement: string, load: () => void, setQuery: (q: string) => void, setFocused: (f: boolean) => void): void {
  useEffect(() => {
    const el = input.current!
    if (el.value) setQuery(el.value)
    // `?q=` (the WebSite SearchAction of the page's JSON-LD) opens the navbar box with that query.
    const asked = placement === 'navbar' ? new URLSearchParams(location.search).get('q') : null
    if (asked && !el.value) {
      el.value = asked
      setQuery(asked)
      el.focus()
    }
    if (document.activeElement === el) {
      setFocused(true)
      load()
    }
    el.dataset.searchReady = '' // hydrated (tests and the benchmark wait for it)
  }, [load])
}

/** Whether the user is typing: true from a keystroke until TYPING_MS after the last one. */
function useTyping(): [boolean, () => void] {
  const [typing, setTyping] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const start = useCallback(() => {
    setTyping(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setTyping(false), TYPING_MS)
  }, [])
  return [typing, start]
}

/** The step an arrow key takes through `options` results (0: no move). */
function listMove(key: string, options: number): number {
  if (!options) return 0
  return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0
}

interface PanelProps {
  state: Exclude<SearchState, 'closed'>
  results: PageHit[]
  active: number
  terms: string[]
  t: ReturnType<typeof searchMessages>
  listId: string
  optionId: (i: number) => string
  setActive: (i: number) => void
  onPick: () => void
}

/** The open panel: a message, or the results grouped by page as one listbox of options. */
function SearchPanel({ state, results, active, terms, t, listId, optionId, setActive, onPick }: PanelProps) {
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    listRef.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' })
  }, [active])
  let n = 0
  return (
    <div ref={listRef} className="search-panel" style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
      {state === 'loading' ? <p className="search-message" role="status">{t.loading}</p> : null}
      {state === 'error' ? <p className="search-message search-error" role="alert">{t.error}</p> : null}
      {state === 'none' ? <p className="search-message" role="status">{t.empty}</p> : null}
      {state === 'results' ? (
        <div id={listId} role="listbox" aria-label={t.label} className="search-results">
          {results.map((page) => (
            <div key={page.route} role="group" aria-label={page.title} className="search-page">
              <div className="search-page-title" aria-hidden="true">{page.title}</div>
              {page.sections.map((section) => {
                const i = n++
                return (
                  <a
                    key={section.url}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    data-active={i === active ? '' : undefined}
                    className="search-result"
                    href={withBase(siteBase(), section.url)}
                    onMouseMove={() => setActive(i)}
                    onClick={onPick}
                  >
                    <span className="search-section">{marks(highlight(section.title, terms))}</span>
                    {section.text ? <span className="search-excerpt">{marks(highlight(excerpt(section.text, terms), terms))}</span> : null}
                  </a>
                )
              })}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** The engine of `pointerUrl`, loaded on first `load()` (a second call retries failed shards), and `query`'s result. */
function useSearch(pointerUrl: string | undefined, query: string): { status: Status; load: () => void; found: SearchResult } {
  const engine = useRef<SearchEngine | undefined>(undefined)
  const [status, setStatus] = useState<Status>('idle')
  /** Bumped when a shard arrives or fails, so the query runs again. */
  const [shards, setShards] = useState(0)
  const load = useCallback(() => {
    if (engine.current) return engine.current.retry()
    setStatus('loading')
    const pending = pointerUrl ? loadEngine(pointerUrl) : Promise.reject(new Error('no search index'))
    pending.then(
      (e) => {
        if (!engine.current) e.subscribe(() => setShards((n) => n + 1))
        engine.current = e
        setStatus('ready')
      },
      () => setStatus('error'),
    )
  }, [pointerUrl])
  // Queried during render (the engine caches the last 100 queries), so a keystroke costs one render;
  // the engine starts fetching the shards the query needs and `shards` changes when they arrive.
  const found: SearchResult = useMemo(() => (status === 'ready' && engine.current && query.trim() ? engine.current.search(query) : NOTHING), [query, status, shards])
  return { status, load, found }
}

/** What the box shows. */
function searchState(open: boolean, status: Status, found: SearchResult, typing: boolean): SearchState {
  if (!open) return 'closed'
  if (status === 'loading' || status === 'idle') return 'loading'
  if (status === 'error' || found.failed) return 'error'
  if (found.pages.length) return 'results'
  if (found.pending) return 'loading'
  return typing ? 'closed' : 'none'
}

const NOTHING: SearchResult = { pages: [], pending: false, failed: false }

/** Segments as React text and <mark> children (text nodes: never parsed as HTML). */
function marks(segments: Segment[]): ReactNode[] {
  return segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))
}

/**
 * The built-in MDX components of the foundation, available to content without imports
 * (Nextra's names): Callout, Tabs/Tab, Cards/Card, Steps, FileTree, Bleed, Details. Server-rendered;
 * their client behaviour (tab switching) is a delegated vanilla listener in client/.
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react'

type Props = { children?: ReactNode }

const CALLOUT_ICONS: Record<string, string> = { default: '💡', info: 'ℹ️', warning: '⚠️', error: '🚫', success: '✅', important: '❗' }

export function Callout({ type = 'default', children }: Props & { type?: string }) {
  const kind = type in CALLOUT_ICONS ? type : 'default'
  return (
    <div className={`callout callout-${kind}`} role="note" data-callout={kind}>
      <span className="callout-icon" aria-hidden="true">{CALLOUT_ICONS[kind]}</span>
      <div className="callout-body">{children}</div>
    </div>
  )
}

function Tab({ children }: Props) {
  return <>{children}</>
}

/** Tabs: a tablist of buttons and panels; the first is selected, others hidden until a click. */
export function Tabs({ items = [], children, storageKey, defaultIndex = 0 }: Props & { items?: string[]; storageKey?: string; defaultIndex?: number }) {
  const panels = Children.toArray(children).filter(isValidElement) as ReactElement<Props>[]
  const base = `tabs${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  return (
    <div className="tabs" data-tabs="" data-storage-key={storageKey}>
      <div role="tablist" className="tabs-list">
        {panels.map((_, i) => (
          <button key={i} type="button" role="tab" id={`${base}-tab-${i}`} aria-controls={`${base}-panel-${i}`} aria-selected={i === defaultIndex} tabIndex={i === defaultIndex ? 0 : -1} data-state={i === defaultIndex ? 'active' : 'inactive'}>
            {items[i] ?? `Tab ${i + 1}`}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={i} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} hidden={i !== defaultIndex} tabIndex={0} className="tabs-panel">
          {panel.props.children}
        </div>
      ))}
    </div>
  )
}
Tabs.Tab = Tab

function Card({ title, href, icon, children }: Props & { title: string; href: string; icon?: ReactNode }) {
  const external = /^https?:/.test(href)
  return (
    <a className="card" href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
      {icon ? <span className="card-icon" aria-hidden="true">{icon}</span> : null}
      <span className="card-title">{title}</span>
      {children ? <span className="card-body">{children}</span> : null}
    </a>
  )
}

export function Cards({ children, num }: Props & { num?: number }) {
  return <div className="cards" style={num ? { gridTemplateColumns: `repeat(${num}, minmax(0, 1fr))` } : undefined}>{children}</div>
}
Cards.Card = Card

export function Steps({ children }: Props) {
  return <div className="steps">{children}</div>
}

function Folder({ name, defaultOpen = false, children }: Props & { name: string; defaultOpen?: boolean }) {
  return (
    <li className="filetree-folder">
      <details open={defaultOpen}>
        <summary>{name}</summary>
        <ul>{children}</ul>
      </details>
    </li>
  )
}

function File({ name, active }: { name: string; active?: boolean }) {
  return <li className="filetree-file" data-active={active ? '' : undefined}>{name}</li>
}

export function FileTree({ children }: Props) {
  return <ul className="filetree">{children}</ul>
}
FileTree.Folder = Folder
FileTree.File = File

export function Bleed({ children, full }: Props & { full?: boolean }) {
  return <div className={full ? 'bleed bleed-full' : 'bleed'}>{children}</div>
}

export function Details({ summary, children, open }: Props & { summary?: ReactNode; open?: boolean }) {
  return (
    <details className="details" open={open} data-details="">
      <summary>{summary ?? 'Details'}</summary>
      <div className="details-body">{children}</div>
    </details>
  )
}

export const mdxComponents = { Callout, Tabs, Tab, Cards, Card, Steps, FileTree, Bleed, Details }

/**
 * The parts around a docs page's content: breadcrumb, last-updated timestamp, edit and feedback
 * links, previous/next pagination, back-to-top button, and the small-screen bar (search slot and
 * a dropdown with the docs navigation).
 */
import type { ReactNode } from 'react'
import type { UiStrings } from '../../core/i18n/ui-strings.js'
import { longDate } from '../../core/i18n/long-date.js'
import type { NavLink, PageData } from '../page-data.js'
import { editUrl, feedbackUrl, pageEditUrl } from '../support/links.js'
import { ArrowUp, ChevronRight } from './Icons.js'
import { SearchSlot } from './SearchSlot.js'

export function Breadcrumb({ items, current, label }: { items: NavLink[]; current: string; label: string }) {
  if (items.length < 2) return null
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {items.map((b, i) => {
          const last = i === items.length - 1
          return (
            <li key={b.route + i}>
              {last ? <span aria-current={b.route === current ? 'page' : undefined}>{b.title}</span> : <a href={b.route}>{b.title}</a>}
              {last ? null : <ChevronRight />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** "Last updated on January 5, 2024", from PageData.lastUpdated (git). */
export function LastUpdated({ iso, locale, prefix }: { iso?: string; locale: string; prefix: string }) {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const text = longDate(locale, date)
  // One text node before <time>: `{prefix} ` would put a React comment between the two texts.
  return <p className="last-updated">{`${prefix} `}<time dateTime={date.toISOString()}>{text}</time></p>
}

/**
 * Feedback and "Edit this page" links, with `docsRepositoryBase` (texts from `feedback.content`,
 * `editLink.text`, else the locale's); the edit link goes where the page's front matter says, or
 * nowhere (`pageEditUrl`).
 */
export function PageLinks({ data }: { data: PageData }) {
  const { docsRepositoryBase, feedback, editLink, strings } = data.site
  if (data.page.fallback) return null
  const own = pageEditUrl(data.page.frontMatter)
  const repo = docsRepositoryBase ? { docsRepositoryBase } : undefined
  const edit = own === null ? undefined : (own ?? (repo && editUrl(repo, data.page.file)))
  if (!repo && !edit) return null
  return (
    <p className="page-links">
      {repo ? <a href={feedbackUrl(repo, data.page.title)} rel="noopener noreferrer">{feedback.content ?? strings.feedback}</a> : null}
      {edit ? <a href={edit} rel="noopener noreferrer">{editLink.text ?? strings.editThisPage}</a> : null}
    </p>
  )
}

export function Pagination({ prev, next, strings }: { prev?: NavLink; next?: NavLink; strings: UiStrings }) {
  if (!prev && !next) return null
  return (
    <nav className="pagination" aria-label={strings.previousAndNextPages}>
      {prev ? (
        <a href={prev.route} rel="prev"><span className="pagination-label">{strings.previous}</span><span>{prev.title}</span></a>
      ) : <span />}
      {next ? (
        <a href={next.route} rel="next" className="pagination-next"><span className="pagination-label">{strings.next}</span><span>{next.title}</span></a>
      ) : null}
    </nav>
  )
}

export function BackToTop({ label }: { label: string }) {
  return (
    <button type="button" className="back-to-top" data-back-to-top="" hidden aria-label={label}>
      <ArrowUp />
    </button>
  )
}

/** Small screens (< 1024 px): search and a dropdown with the section's navigation. */
export function MobileBar({ title, locale, label, children }: { title: string; locale: string; label: string; children: ReactNode }) {
  return (
    <div className="mobile-bar">
      <SearchSlot placement="mobile" locale={locale} />
      <details className="mobile-nav" data-close-on-nav="">
        <summary>{title}<ChevronRight /></summary>
        <nav aria-label={label}>{children}</nav>
      </details>
    </div>
  )
}

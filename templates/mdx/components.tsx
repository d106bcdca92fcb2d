/**
 * The components MDX content can use without imports (Nextra's built-ins), passed to every page's
 * content as `components`. Server-rendered; plain functions, no window access.
 * Marketing components (Hero, CardGrid, …) are added by the theme.
 */
import type { MDXComponents } from 'mdx/types'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Callout } from './Callout.js'
import { Cards, Card } from './Cards.js'
import { FileTree } from './FileTree.js'
import { Tabs, Tab } from './Tabs.js'
import { MarkdownImage } from '../theme/Image.js'

/** Numbered steps: wraps `###` headings; CSS counters draw the numbers. */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="steps">{children}</div>
}

/** Content that extends past the text column (`full` spans the viewport). */
export function Bleed({ full, children }: { full?: boolean; children?: ReactNode }) {
  return (
    <div className="bleed" data-full={full ? '' : undefined}>
      {children}
    </div>
  )
}

/** A collapsible block with a summary line. */
export function Details({ summary, open, children }: { summary?: ReactNode; open?: boolean; children?: ReactNode }) {
  return (
    <details className="details" open={open}>
      <summary>{summary ?? 'Details'}</summary>
      <div className="details-content">{children}</div>
    </details>
  )
}

/** Markdown tables scroll sideways on narrow screens instead of overflowing the page. */
function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll">
      <table {...props} />
    </div>
  )
}

export const mdxComponents: MDXComponents = {
  Callout,
  Tabs,
  Tab,
  Cards,
  Card,
  Steps,
  FileTree,
  Bleed,
  Details,
  table: Table,
  // `![alt](src)`: measured raster images get width/height and AVIF/WebP srcsets (spec §9).
  img: MarkdownImage,
}

export { Callout, Cards, FileTree, Tabs }

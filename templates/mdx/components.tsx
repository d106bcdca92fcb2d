/**
 * The components MDX content can use without imports (Nextra's built-ins), passed to every page's
 * content as `components`. Server-rendered; plain functions, no window access.
 * Marketing components (Hero, CardGrid, …) are added by the theme.
 */
import type { MDXComponents } from 'mdx/types'
import { Children, isValidElement, type ReactNode } from 'react'
import { Callout } from './Callout.js'
import { Cards, Card } from './Cards.js'
import { FileTree } from './FileTree.js'
import { Tabs, Tab } from './Tabs.js'
import { MarkdownImage } from '../theme/Image.js'
import { Code, CodeBlockButton, Image, Link, Pre, Summary, Table, Td, Th, Tr } from './Elements.js'
import { UI_STRINGS_EN } from '../../core/i18n/ui-strings.js'
import { useSite } from '../site-context.js'

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

/** A collapsible block with a summary line: the `summary` prop, a `<Summary>` child (Nextra), or "Details". */
export function Details({ summary, open, children }: { summary?: ReactNode; open?: boolean; children?: ReactNode }) {
  const strings = useSite()?.strings ?? UI_STRINGS_EN
  const all = Children.toArray(children)
  const given = all.find((child) => isValidElement(child) && (child.type === Summary || child.type === 'summary'))
  return (
    <details className="details" open={open}>
      {given ?? <summary>{summary ?? strings.details}</summary>}
      <div className="details-content">{all.filter((child) => child !== given)}</div>
    </details>
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
  Summary,
  Table,
  Th,
  Tr,
  Td,
  Code,
  Pre,
  Link,
  Image,
  // Markdown tables scroll sideways on narrow screens instead of overflowing the page.
  table: Table,
  // The copy and wrap buttons of code blocks, labelled in the page's locale.
  button: CodeBlockButton,
  // `![alt](src)`: measured raster images get width/height and AVIF/WebP srcsets (spec §9).
  img: MarkdownImage,
}

export { Callout, Cards, FileTree, Tabs }

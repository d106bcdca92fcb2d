/**
 * What a page moved from Docusaurus imports of its theme, drawn with the built-ins: `@theme/Tabs`
 * and `@theme/TabItem` (`<Tabs groupId defaultValue values><TabItem value label default>`),
 * `@theme/Admonition` (`<Admonition type title>`), `@theme/Details`, `@theme/CodeBlock`
 * (`<CodeBlock language title>{code}</CodeBlock>`, the code often imported with
 * `!!raw-loader!`), `@theme/DocCardList` (a card per item of the page's category), `@theme/TOCInline`
 * (the page's headings, from its `toc`), `@docusaurus/Link` (`<Link to>`),
 * `@docusaurus/useBaseUrl` (the path as given: the document's site paths go under the basePath
 * when it is written, templates/support/base-path-html.ts) and `@docusaurus/useDocusaurusContext`
 * (the site's title, tagline, URL and base URL). A `groupId` is the tabs' `storageKey`, so the choice is kept across pages as
 * Docusaurus keeps it.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { ADMONITION_TYPES } from './admonition-types.js'
import { Callout, type CalloutType } from './Callout.js'
import { CodeBlockButton, Link as NextLink } from './Elements.js'
import { Tab, Tabs as NextraTabs } from './Tabs.js'
import { Cards } from './Cards.js'
import { usePageData } from '../page-context.js'
import { useSite } from '../site-context.js'
import { entryLabel, firstRoute, holdsRoute, visibleEntries } from '../support/sidebar.js'
import type { FolderEntry, NavEntry } from '../../core/page-map.js'

interface TabItemProps {
  value?: string
  label?: ReactNode
  default?: boolean
  children?: ReactNode
}

interface TabsProps {
  groupId?: string
  defaultValue?: string
  values?: Array<{ value: string; label?: ReactNode }>
  children?: ReactNode
}

/** Docusaurus's Tabs: a tab per TabItem child, labelled by its `label` (or `values`' label, or its value). */
export function Tabs({ groupId, defaultValue, values, children }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement) as Array<ReactElement<TabItemProps>>
  const labels = items.map((item) => item.props.label ?? values?.find((v) => v.value === item.props.value)?.label ?? item.props.value ?? '')
  const wanted = defaultValue ?? items.find((item) => item.props.default)?.props.value
  const defaultIndex = Math.max(0, items.findIndex((item) => item.props.value === wanted))
  return (
    <NextraTabs items={labels} defaultIndex={defaultIndex} storageKey={groupId}>
      {items.map((item, i) => (
        <Tab key={i}>{item.props.children}</Tab>
      ))}
    </NextraTabs>
  )
}

/** A tab's content; Tabs reads its props. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/** Docusaurus's Admonition: a callout of the type its `type` names, its `title` a bold first line. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return (
    <Callout type={(ADMONITION_TYPES[type] ?? 'info') as CalloutType}>
      {title ? (
        <p>
          <strong>{title}</strong>
        </p>
      ) : null}
      {children}
    </Callout>
  )
}

/** @docusaurus/Link: `to` (or `href`). */
export function Link({ to, href, ...rest }: { to?: string; href?: string; children?: ReactNode; className?: string }) {
  return <NextLink href={to ?? href ?? ''} {...rest} />
}

/**
 * Docusaurus's CodeBlock: its code as written, in a code block with its title and the copy and
 * wrap buttons. Code known as the page compiles (a string, a file imported as text) never gets
 * here: it became a fence, highlighted at build time (renderer/mdx/remark-static-code.ts); this
 * is code that only exists when the page renders.
 */
export function CodeBlock({ language, title, children }: { language?: string; title?: ReactNode; showLineNumbers?: boolean; children?: ReactNode }) {
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : children
  return (
    <figure data-code-block="" data-language={language}>
      {title ? <figcaption data-code-title="">{title}</figcaption> : null}
      <pre tabIndex={0} data-language={language}>
        <code>{code}</code>
      </pre>
      <CodeBlockButton type="button" data-copy="" />
      <CodeBlockButton type="button" data-wrap="" aria-pressed="false" />
    </figure>
  )
}

interface DocCard {
  href: string
  label: ReactNode
  description?: ReactNode
}

/** An entry of Docusaurus's `toc` (the export of an MDX page, renderer/mdx/toc-export.ts). */
interface TocItem {
  value: string
  id: string
  level: number
}

interface TocNode extends TocItem {
  children: TocNode[]
}

/**
 * Docusaurus's TOCInline: the headings of `toc` from `minHeadingLevel` to `maxHeadingLevel`
 * (2 and 3 by default) as a list of links, each level nested under the heading above it.
 */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = (Array.isArray(toc) ? toc : []).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel)
  return <TocList nodes={nested(items)} />
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  if (!nodes.length) return null
  return (
    <ul className="toc-inline">
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.value}</a>
          <TocList nodes={node.children} />
        </li>
      ))}
    </ul>
  )
}

/** Items in order as a tree: each under the last one before it of a lower level. */
function nested(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = []
  const open: TocNode[] = []
  for (const item of items) {
    const node = { ...item, children: [] }
    while (open.length && open.at(-1)!.level >= item.level) open.pop()
    ;(open.at(-1)?.children ?? roots).push(node)
    open.push(node)
  }
  return roots
}

/**
 * Docusaurus's DocCardList: a card for each of `items`, or by default for each item of the page's
 * category (the folder the page is the index page of, else the folder it is in), described by its
 * front matter `description`.
 */
export function DocCardList({ items }: { items?: DocCard[] }) {
  const data = usePageData()
  const cards = items ?? (data ? categoryCards(categoryOf(data.nav.root, data.route)) : [])
  return (
    <Cards>
      {cards.map((card) => (
        <Cards.Card key={card.href} title={card.label} href={card.href}>
          {card.description}
        </Cards.Card>
      ))}
    </Cards>
  )
}

/** The folder of `root` whose index page is at `route`, else the deepest folder holding it. */
function categoryOf(root: FolderEntry, route: string): FolderEntry | undefined {
  if (root.index?.route === route) return root
  for (const child of root.children) {
    if (child.kind === 'Folder' && holdsRoute(child, route)) return categoryOf(child, route)
  }
  return root.children.some((c) => c.kind === 'MdxPage' && c.route === route) ? root : undefined
}

function categoryCards(folder: FolderEntry | undefined): DocCard[] {
  return (folder ? visibleEntries(folder) : []).flatMap((entry: NavEntry): DocCard[] => {
    if (entry.kind === 'Folder') {
      const href = firstRoute(entry)
      return href ? [{ href, label: entry.title, description: textOf(entry.index?.frontMatter.description) }] : []
    }
    if (entry.kind === 'Meta') return entry.href ? [{ href: entry.href, label: entry.title }] : []
    if (entry.type === 'separator') return []
    return [{ href: entry.href ?? entry.route, label: entryLabel(entry), description: textOf(entry.frontMatter.description) }]
  })
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** Docusaurus's useBaseUrl: `url` as given, a site path included (the written document puts it under the basePath). */
export function useBaseUrl(url: string): string {
  return url
}

/** Docusaurus's useDocusaurusContext: the site's title, tagline, origin and base URL. */
export function useDocusaurusContext() {
  const site = useSite()
  const locale = usePageData()?.locale
  const base = `${site?.basePath ?? ''}/`
  const url = site ? new URL(site.siteUrl).origin : ''
  return { siteConfig: { title: site?.brand.name ?? '', tagline: site?.description ?? '', url, baseUrl: base, customFields: {} }, siteMetadata: {}, i18n: { currentLocale: locale ?? site?.i18n.defaultLocale ?? '', defaultLocale: site?.i18n.defaultLocale ?? '', locales: site?.i18n.locales.map((l) => l.locale) ?? [] } }
}

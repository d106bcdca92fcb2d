/**
 * What a page moved from Starlight imports from `@astrojs/starlight/components`, drawn with the
 * built-ins: Tabs and TabItem (`syncKey` is the tabs' `storageKey`), Aside (`type` note, tip,
 * caution or danger, and `title`), CardGrid, Card, LinkCard, Steps, FileTree (around a Markdown
 * list, as Starlight writes it), Badge, LinkButton and Code (`<Code code lang title />`, as
 * Docusaurus's CodeBlock draws it: not highlighted). A name it has no stand-in for (Icon) is the
 * labelled placeholder every unknown component gets.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Card as LinkCardBase, Cards } from './Cards.js'
import { CodeBlock } from './docusaurus.js'
import { Steps } from './components.js'
import { Tab, Tabs as NextraTabs } from './Tabs.js'

/** Starlight's Aside takes Docusaurus's Admonition's props: `type` (note, tip, caution, danger) and `title`. */
export { Admonition as Aside } from './docusaurus.js'

interface TabItemProps {
  label?: ReactNode
  children?: ReactNode
}

/** Starlight's Tabs: a tab per TabItem child, labelled by its `label`. */
export function Tabs({ syncKey, children }: { syncKey?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter(isValidElement) as Array<ReactElement<TabItemProps>>
  return (
    <NextraTabs items={items.map((item) => item.props.label ?? '')} storageKey={syncKey}>
      {items.map((item, i) => (
        <Tab key={i}>{item.props.children}</Tab>
      ))}
    </NextraTabs>
  )
}

/** A tab's content; Tabs reads its label. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

export function CardGrid({ children }: { children?: ReactNode }) {
  return <Cards>{children}</Cards>
}

/** A card that links nowhere: a title over its content. */
export function Card({ title, children }: { title?: ReactNode; icon?: string; children?: ReactNode }) {
  return (
    <div className="card">
      <span className="card-title">{title}</span>
      {children ? <div className="card-content">{children}</div> : null}
    </div>
  )
}

export function LinkCard({ title, href, description }: { title: ReactNode; href: string; description?: ReactNode }) {
  return (
    <LinkCardBase title={title} href={href}>
      {description}
    </LinkCardBase>
  )
}

/** Starlight's FileTree holds a Markdown list of names: shown as that list. */
export function FileTree({ children }: { children?: ReactNode }) {
  return <div className="file-list">{children}</div>
}

export function Badge({ text, children }: { text?: ReactNode; variant?: string; children?: ReactNode }) {
  return <span className="badge">{text ?? children}</span>
}

export function LinkButton({ href, variant = 'primary', children }: { href: string; variant?: string; children?: ReactNode }) {
  return (
    <a className={`button ${variant === 'secondary' || variant === 'minimal' ? 'button-secondary' : 'button-primary'} button-md`} href={href}>
      {children}
    </a>
  )
}

/** Starlight's Code: `code` in a code block (docusaurus.tsx CodeBlock). */
export function Code({ code, lang, title }: { code: string; lang?: string; title?: string }) {
  return (
    <CodeBlock language={lang} title={title}>
      {code}
    </CodeBlock>
  )
}

export { Steps }

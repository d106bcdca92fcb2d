/**
 * VitePress's tab containers → the built-in Tabs (remark-admonitions.ts finds the containers):
 *
 *   ::: code-group            a tab per code block, named by its fence's `[label]`
 *   ```ts [config.ts]         (` ``` [File tree] ` too: a label and no language), else its language
 *   :::
 *
 *   ::: tabs key:provider     vitepress-plugin-tabs: a tab per `== label` line; tabs with one `key`
 *   == npm                    keep the reader's choice together (the Tabs' storageKey)
 *   content, any Markdown
 *   :::
 *
 * Anything before the first tab goes into it.
 */
import type { Paragraph, RootContent, Text } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { arrayExpression } from './remark-npm2yarn.js'
import { peerFenceInfo } from './code-meta.js'

interface Tab {
  label: string
  children: RootContent[]
}

export function codeGroupOf(node: ContainerDirective): MdxJsxFlowElement {
  const tabs: Tab[] = []
  for (const child of contentOf(node)) {
    if (child.type !== 'code') {
      if (tabs.length) tabs.at(-1)!.children.push(child)
      continue
    }
    // The fence's info read as the highlighter reads it (a label alone, marks on the language: code-meta.ts).
    const info = peerFenceInfo(child.lang ?? '', child.meta ?? '')
    const label = /(?:^|\s)\[([^\]]+)\]/.exec(info.meta)
    const meta = (label ? info.meta.replace(label[0], ' ') : info.meta).trim() || null
    tabs.push({ label: label?.[1] ?? (info.lang || 'text'), children: [{ ...child, lang: info.lang || null, meta }] })
  }
  return tabsElement(tabs, node)
}

export function tabsOf(node: ContainerDirective): MdxJsxFlowElement {
  const tabs: Tab[] = []
  for (const child of contentOf(node)) {
    const opened = child.type === 'paragraph' ? tabOpening(child) : undefined
    if (opened) tabs.push({ label: opened.label, children: opened.rest ? [opened.rest] : [] })
    else if (tabs.length) tabs.at(-1)!.children.push(child)
    else tabs.push({ label: '', children: [child] })
  }
  const key = /(?:^|\s)key:(\S+)/.exec(labelText(node))?.[1]
  return tabsElement(tabs, node, key)
}

/** A paragraph that starts with `== label`: the label, and what follows on its next lines. */
function tabOpening(paragraph: Paragraph): { label: string; rest?: Paragraph } | undefined {
  const [first, ...others] = paragraph.children
  if (first?.type !== 'text' || !first.value.startsWith('== ')) return undefined
  const end = first.value.indexOf('\n')
  const label = (end === -1 ? first.value : first.value.slice(0, end)).slice(3).trim()
  const after: Text[] = end === -1 ? [] : [{ type: 'text', value: first.value.slice(end + 1) }]
  const children = [...after.filter((t) => t.value !== ''), ...others]
  return { label, rest: children.length ? { ...paragraph, children } : undefined }
}

/** A container's children without its `[label]` paragraph. */
function contentOf(node: ContainerDirective): RootContent[] {
  return node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel)) as RootContent[]
}

function labelText(node: ContainerDirective): string {
  const label = node.children.find((child): child is Paragraph => child.type === 'paragraph' && child.data?.directiveLabel === true)
  return label?.children.map((c) => (c.type === 'text' ? c.value : '')).join('') ?? ''
}

function tabsElement(tabs: Tab[], node: ContainerDirective, storageKey?: string): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'items', value: arrayExpression(tabs.map((tab) => tab.label)) }]
  if (storageKey) attributes.push({ type: 'mdxJsxAttribute', name: 'storageKey', value: storageKey })
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes,
    children: tabs.map((tab) => ({ type: 'mdxJsxFlowElement', name: 'Tabs.Tab', attributes: [], children: tab.children as MdxJsxFlowElement['children'] })),
    position: node.position,
  }
}

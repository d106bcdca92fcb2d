/**
 * The one place that picks a page's layout: `raw` pages get their content alone; everything else
 * gets the Shell (banner, navbar, footer) around the body layout chosen by `page.section` in the
 * `sectionLayouts` table (falling back to DocsLayout). To add a layout: see templates/README.md.
 */
import type { ComponentType } from 'react'
import { mdxComponents } from '../mdx/components.js'
import { marketingComponents } from '../marketing/index.js'
import type { PageData } from '../page-data.js'
import { Shell } from '../theme/Shell.js'
import { shellData } from '../theme/shell-data.js'
import { isMarketingPage } from '../support/theme.js'
import { DocsLayout, docsSidebarFolder } from './DocsLayout.js'
import { BlogLayout } from '../blog/BlogLayout.js'
import type { LayoutProps } from './types.js'

/** Body layout per section ('docs' | 'post' | 'page'); the blog work registers 'post' here. */
export const sectionLayouts: Partial<Record<PageData['page']['section'], ComponentType<LayoutProps>>> = { post: BlogLayout }

/** Every MDX component available to content without imports. */
export const components: Record<string, unknown> = { ...mdxComponents, ...marketingComponents }

export function Layout({ data }: { data: PageData }) {
  const { page, Content } = data
  const all = data.components ? { ...components, ...data.components } : components
  if (page.theme.layout === 'raw') {
    return (
      <main id="content" className="main-raw">
        <Content {...data.props} components={all} />
      </main>
    )
  }
  const Body = sectionLayouts[page.section] ?? DocsLayout
  // Blog pages and docs pages with a sidebar have their own small-screen search (the MobileBar).
  const ownSearch = Body === DocsLayout ? docsSidebarFolder(data) !== undefined : Body === BlogLayout && data.blog !== undefined
  return (
    <Shell shell={shellData(data, isMarketingPage(data.site, data.route, page.theme))} searchRow={!ownSearch}>
      <Body data={data} components={all} />
    </Shell>
  )
}

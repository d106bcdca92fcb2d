/**
 * DocsLayout: the default and full layouts of docs and plain pages. Default: sidebar (290 px),
 * content, table of contents (250 px, ≥ 1280 px); full: content across the width. Every per-page
 * theme toggle of spec §3 applies (breadcrumb, sidebar, toc, pagination, timestamp, typesetting).
 * A marketing page is full-width, without a TOC, and its content (a hero) holds its only h1.
 */
import type { LayoutProps } from './types.js'
import { Breadcrumb, LastUpdated, MobileBar, PageLinks, Pagination } from '../theme/PageParts.js'
import { Sidebar, SidebarTree } from '../theme/Sidebar.js'
import { Toc } from '../theme/Toc.js'
import { Drawn } from './Drawn.js'
import { CopyPage } from '../theme/CopyPage.js'
import { isMarketingPage } from '../support/theme.js'
import { FallbackNotice, fallbackLang } from '../theme/FallbackNotice.js'
import type { PageData } from '../page-data.js'
import { PeerHome, peerHomeOf } from './PeerHome.js'
import { tocLevels } from '../support/toc-levels.js'

/** Full width: the `full` layout, or a marketing page. */
function isFull(data: PageData): boolean {
  return data.page.theme.layout === 'full' || isMarketingPage(data.site, data.route, data.page.theme)
}

/** The folder the page's sidebar (and small-screen bar, with its search box) shows, if it has one. */
export function docsSidebarFolder(data: PageData): PageData['nav']['sidebar'] | undefined {
  return !isFull(data) && data.page.theme.sidebar ? data.nav.sidebar : undefined
}

export function DocsLayout({ data, components }: LayoutProps) {
  const { page, nav, site, Content } = data
  const theme = page.theme
  const marketing = isMarketingPage(site, data.route, theme)
  const full = isFull(data)
  const sidebarFolder = docsSidebarFolder(data)
  const options = { active: data.route, defaultMenuCollapseLevel: site.sidebar.defaultMenuCollapseLevel, autoCollapse: site.sidebar.autoCollapse, toggleLabel: site.strings.showOrHidePages, headingsLang: fallbackLang(data) }
  const showToc = !full && theme.toc
  const floatToc = showToc && site.toc.float
  const contentLang = fallbackLang(data)
  // Every page needs a level-one heading: when the MDX has none, the front-matter title is shown as
  // one, unless the page's `_meta` draws content above it (Nextra draws no title; that content does).
  const title = typeof page.frontMatter.title === 'string' ? page.frontMatter.title : page.title
  // A peer's home page (VitePress `layout: home`, Starlight `template: splash`) has its hero's heading.
  const home = peerHomeOf(page.frontMatter)
  // Docusaurus's `hide_title: true` keeps it for screen readers and the outline alone.
  const titleHeading = !marketing && !home && !data.topContent && !data.headings.some((h) => h.depth === 1) && title ? <h1 className={page.frontMatter.hide_title === true ? 'sr-only' : undefined}>{title}</h1> : null
  return (
    <div className={`layout layout-${full ? 'full' : 'default'}`} data-has-sidebar={sidebarFolder ? '' : undefined} data-has-toc={floatToc ? '' : undefined}>
      {sidebarFolder ? <Sidebar folder={sidebarFolder} options={options} headings={data.headings} locale={data.locale} strings={site.strings} /> : null}
      <main id="content" className="main" tabIndex={-1}>
        {sidebarFolder ? (
          <MobileBar title={sidebarFolder.title} locale={data.locale} label={site.strings.sectionNavigation}>
            <SidebarTree folder={sidebarFolder} options={{ ...options, autoCollapse: true }} headings={[]} level={0} />
          </MobileBar>
        ) : null}
        {theme.breadcrumb ? <Breadcrumb items={nav.breadcrumbs} current={data.route} label={site.strings.breadcrumb} /> : null}
        {page.section === 'docs' && data.markdownUrl ? <CopyPage href={data.markdownUrl} strings={site.strings} /> : null}
        <article className={`prose typesetting-${theme.typesetting}`} lang={contentLang}>
          {page.fallback ? <FallbackNotice data={data} /> : null}
          {titleHeading}
          {home ? <PeerHome home={home} pageTitle={title} /> : null}
          <Drawn content={data.topContent} />
          <Content {...data.props} components={components} />
          <Drawn content={data.bottomContent} />
        </article>
        {showToc && !floatToc ? <Toc headings={data.headings} strings={site.strings} lang={contentLang} levels={tocLevels(page.frontMatter)} inline /> : null}
        {theme.timestamp || !full ? (
          <div className="page-footer">
            {theme.timestamp ? <LastUpdated iso={data.lastUpdated} locale={data.locale} prefix={site.strings.lastUpdatedOn} /> : null}
            {page.section === 'docs' ? <PageLinks data={data} /> : null}
          </div>
        ) : null}
        {theme.pagination ? <Pagination prev={nav.prev} next={nav.next} strings={site.strings} /> : null}
      </main>
      {floatToc ? <Toc headings={data.headings} strings={site.strings} lang={contentLang} levels={tocLevels(page.frontMatter)} /> : null}
    </div>
  )
}

/**
 * PageLayout: the minimal default/full/raw layouts of the foundation: navbar, sidebar, content,
 * table of contents and footer, each switched by the page's theme settings.
 */
import type { FolderEntry, NavEntry } from '../../renderer/page-map-types.js'
import { mdxComponents } from '../mdx/components.js'
import type { PageData } from '../page-data.js'

export function PageLayout({ data }: { data: PageData }) {
  const { page, nav, site, Content } = data
  const theme = page.theme
  const content = (
    <article>
      {page.fallback ? <p role="note" data-fallback-notice>This page is not translated yet; it is shown in its original language.</p> : null}
      <Content components={mdxComponents} />
    </article>
  )
  if (theme.layout === 'raw') return <main id="content">{content}</main>
  return (
    <>
      <a href="#content" className="skip-link">Skip to content</a>
      {theme.navbar ? (
        <header>
          <nav aria-label="Main">
            <a href={data.locale === site.i18n.defaultLocale ? '/' : `/${data.locale.toLowerCase()}`}>{site.brand.name}</a>
            {nav.navbar.map((entry) => (
              <a key={entry.name} href={'route' in entry ? entry.route : entry.href}>{entry.title}</a>
            ))}
            <a href={site.brand.appUrl}>Try it now</a>
            <a href={new URL(site.brand.loginPath, site.brand.appUrl).href}>Log in</a>
          </nav>
        </header>
      ) : null}
      {theme.sidebar && nav.sidebar && theme.layout === 'default' ? (
        <nav aria-label="Sidebar">
          <SidebarTree folder={nav.sidebar} active={data.route} />
        </nav>
      ) : null}
      <main id="content">
        {theme.breadcrumb && nav.breadcrumbs.length > 1 ? (
          <nav aria-label="Breadcrumb">
            {nav.breadcrumbs.map((b) => (
              <a key={b.route} href={b.route}>{b.title}</a>
            ))}
          </nav>
        ) : null}
        {content}
        {theme.pagination && (nav.prev || nav.next) ? (
          <nav aria-label="Pagination">
            {nav.prev ? <a href={nav.prev.route} rel="prev">{nav.prev.title}</a> : null}
            {nav.next ? <a href={nav.next.route} rel="next">{nav.next.title}</a> : null}
          </nav>
        ) : null}
      </main>
      {theme.toc && theme.layout === 'default' && data.headings.length ? (
        <nav aria-label="On this page">
          <ul>
            {data.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => (
              <li key={h.id}><a href={`#${h.id}`}>{h.value}</a></li>
            ))}
          </ul>
        </nav>
      ) : null}
      {theme.footer ? (
        <footer>
          <a href="/docs">Docs</a> <a href="/post">Blog</a> <a href="/docs/terms-of-service">Terms of Service</a>{' '}
          <a href="/docs/privacy-policy">Privacy Policy</a>
        </footer>
      ) : null}
    </>
  )
}

/** The sidebar list of a folder: visible pages and folders, separators as headings. */
function SidebarTree({ folder, active }: { folder: FolderEntry; active: string }) {
  return (
    <ul>
      {folder.children.filter((c) => c.display !== 'hidden').map((child: NavEntry) => (
        <li key={child.name}>
          {child.kind === 'Meta' ? (
            child.href ? <a href={child.href}>{child.title}</a> : <span>{child.title}</span>
          ) : (
            <a href={child.kind === 'Folder' && !child.withIndexPage ? undefined : child.route} aria-current={child.route === active ? 'page' : undefined}>
              {child.kind === 'MdxPage' ? child.sidebarTitle : child.title}
            </a>
          )}
          {child.kind === 'Folder' ? <SidebarTree folder={child} active={active} /> : null}
        </li>
      ))}
    </ul>
  )
}

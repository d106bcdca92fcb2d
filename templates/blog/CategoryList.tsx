/** The category links of the blog (sidebar, small-screen menu and /post/categories). */
import { SearchSlot } from '../theme/SearchSlot.js'
import { useBlog } from './BlogContext.js'
import { useStrings } from '../support/strings.js'

export function CategoryList({ withCounts = false }: { withCounts?: boolean }) {
  const { categories, active, home, kind } = useBlog()
  const strings = useStrings()
  return (
    <ul className="category-list">
      <li><a href={home} aria-current={kind === 'index' ? 'page' : undefined}>{strings.allPosts}</a></li>
      {categories.map((c) => (
        <li key={c.slug}>
          <a href={c.route} aria-current={kind === 'category' && active?.slug === c.slug ? 'page' : undefined}>
            {c.name}
            {withCounts ? <span className="category-count"> ({c.count})</span> : null}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The blog sidebar: a search box and every category, large screens only (290 px, see blog.css; spec §2). */
export function CategorySidebar({ locale }: { locale: string }) {
  const { categoriesRoute } = useBlog()
  const strings = useStrings()
  return (
    <aside className="blog-sidebar" aria-label={strings.blogCategories}>
      <div className="blog-sidebar-search"><SearchSlot placement="sidebar" locale={locale} /></div>
      <p className="blog-sidebar-title"><a href={categoriesRoute}>{strings.categories}</a></p>
      <CategoryList />
    </aside>
  )
}

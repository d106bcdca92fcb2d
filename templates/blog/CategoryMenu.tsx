/**
 * The small-screen bar above blog content: the search slot and a category button that shows
 * "Blog" on the index and the active category elsewhere, opening the category list. It is the
 * theme's MobileBar (a `<details data-close-on-nav>`), so client/behaviors/chrome.ts closes it when
 * a link is followed; client/behaviors/category-menu.ts closes it when the page comes back from
 * the back/forward cache. Hidden from 1024 px, where the category sidebar shows.
 */
import { MobileBar } from '../theme/PageParts.js'
import { useBlog } from './BlogContext.js'
import { CategoryList } from './CategoryList.js'
import { useStrings } from '../support/strings.js'

/** The label of the category button. */
export function categoryMenuLabel(blog: { kind: string; active?: { name: string } }, home = 'Blog'): string {
  return blog.kind === 'index' || !blog.active ? home : blog.active.name
}

export function CategoryMenu({ locale }: { locale: string }) {
  const blog = useBlog()
  const strings = useStrings()
  return (
    <div className="category-menu" data-category-menu="">
      <MobileBar title={categoryMenuLabel(blog, strings.blog)} locale={locale} label={strings.blogCategories}>
        <CategoryList />
      </MobileBar>
    </div>
  )
}

/**
 * BlogLayout: the body of every blog route (/post, /post/page/N, /post/categories,
 * /post/categories/{slug}, /post/{slug}), inside the theme's Shell (registered for section 'post'
 * in templates/layouts/index.tsx): the category sidebar (large screens, 290 px), the category
 * menu (small screens), the post or the listing, and the table of contents on posts.
 */
import type { LayoutProps } from '../layouts/types.js'
import { DocsLayout } from '../layouts/DocsLayout.js'
import { Toc } from '../theme/Toc.js'
import { Drawn } from '../layouts/Drawn.js'
import { FallbackNotice, fallbackLang } from '../theme/FallbackNotice.js'
import { BlogIndex } from './BlogIndex.js'
import { BlogProvider } from './BlogContext.js'
import { CategoryMenu } from './CategoryMenu.js'
import { CategorySidebar } from './CategoryList.js'
import { PostHeader, PostNav } from './PostHeader.js'
import { tocLevels } from '../support/toc-levels.js'

export function BlogLayout({ data, components }: LayoutProps) {
  const { page, Content, blog } = data
  // A post page rendered without the blog plan (a lone page in a test) is a plain page.
  if (!blog) return <DocsLayout data={data} components={components} />
  const isPost = blog.kind === 'post'
  const showToc = isPost && page.theme.toc && data.headings.some((h) => h.depth === 2 || h.depth === 3)
  const floatToc = showToc && data.site.toc.float
  return (
    <BlogProvider value={blog}>
      <div className={`blog-layout blog-layout-${blog.kind}`} data-has-toc={floatToc ? '' : undefined}>
        <CategorySidebar locale={data.locale} />
        <main id="content" className="main blog-main" tabIndex={-1}>
          <CategoryMenu locale={data.locale} />
          {isPost ? (
            <article className={`post prose typesetting-${page.theme.typesetting}`} lang={fallbackLang(data)}>
              {page.fallback ? <FallbackNotice data={data} /> : null}
              <PostHeader />
              <div className="post-content">
                <Drawn content={data.topContent} />
                <Content {...data.props} components={components} />
                <Drawn content={data.bottomContent} />
              </div>
              {showToc && !floatToc ? <Toc headings={data.headings} strings={data.site.strings} lang={fallbackLang(data)} levels={tocLevels(page.frontMatter)} inline /> : null}
              <PostNav />
            </article>
          ) : (
            <BlogIndex title={page.title} />
          )}
        </main>
        {floatToc ? <Toc headings={data.headings} strings={data.site.strings} lang={fallbackLang(data)} levels={tocLevels(page.frontMatter)} /> : null}
      </div>
    </BlogProvider>
  )
}

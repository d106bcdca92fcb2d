/**
 * What the MDX plugins leave in `file.data` for `compilePage` to read (typed vfile data).
 */
import type { Root } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import type { ComponentRef, Heading, ImportRef, LinkRef, SearchSection } from '../../core/compiled-page.js'
import type { HeadingIdStyle } from './heading-slug.js'

declare module 'vfile' {
  interface DataMap {
    /** Input: the config's basePath, which the Markdown twin's links to site paths go under. */
    basePath: string
    /** Input: include code blocks in search sections (default true). */
    searchCodeBlocks: boolean
    /** Input: whose slugs the heading ids are (config `headingIds`; default GitHub's). */
    headingIds: HeadingIdStyle
    /** Input: the project folder, which `path` is relative to (remark-partials.ts and remark-snippets.ts read files from it). */
    root: string
    /** Input: parses a `.md` partial's text as Markdown (remark-partials.ts); without it, it is parsed as the page is. */
    parseMarkdown: (text: string, path: string) => Promise<MdastRoot>
    headings: Heading[]
    links: LinkRef[]
    ids: string[]
    /** remark-partials, on a page that shows partials: its heading ids, the partials' included (their HTML is in the page's). */
    partialIds: string[]
    sections: SearchSection[]
    /** remark-esm: the page's import statements and the components it needs from outside. */
    imports: ImportRef[]
    components: ComponentRef[]
    /** remark-esm: the Next.js data exports note was given. */
    nextDataNoted: boolean
    /** remark-esm: where the page exports `getStaticProps` (run before its render). */
    staticProps: { line: number; column: number }
    /** remark-snippets: root-relative files the page includes (`<<< path`): editing one builds the page again. */
    dependencies: string[]
    /** Body of the page's Markdown twin (renderer/llms/twin.ts). */
    markdown: string
    /** Input: keep the tree of a plain page instead of compiling it (rehype-plain.ts). */
    plainWanted: boolean
    /** rehype-plain: the final tree of a plain page, which is not compiled further. */
    plain: Root
  }
}

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    /** remark-partials: the tree of the Markdown partial the element shows. */
    partial?: MdastRoot
  }
  interface MdxJsxTextElementData {
    /** remark-partials: the tree of the Markdown partial the element shows inline. */
    partial?: MdastRoot
  }
}

export {}

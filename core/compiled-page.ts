/**
 * The data that flows through the build, in pipeline order:
 * ContentFile → PageEntry (page map) → CompiledPage → RenderedPage → OutputFile.
 */

/** A heading of a page, for the table of contents and search. */
export interface Heading {
  id: string
  value: string
  depth: number
}

/** An internal or external link found in a page's source, with its position. */
export interface LinkRef {
  href: string
  line: number
  column: number
}

/** One search section: the text under a heading (id '' for the text before the first heading). */
export interface SearchSection {
  id: string
  title: string
  /** Text blocks of the section joined by '\n'. */
  text: string
}

/** What compiling one MDX/Markdown page yields. Plain data: it crosses worker threads and the cache. */
export interface CompiledPage {
  /** `function-body` JavaScript from @mdx-js/mdx, run with `runContent`. */
  code: string
  headings: Heading[]
  links: LinkRef[]
  /** Every element id the page's content defines (headings and explicit ids), for anchor checks. */
  ids: string[]
  sections: SearchSection[]
}

/** What the build keeps of a compiled page once it is rendered: all but its code. */
export type PageFacts = Omit<CompiledPage, 'code'>

/** A file the build writes, relative to the output folder. */
export interface OutputFile {
  path: string
  contents: string | Uint8Array
}

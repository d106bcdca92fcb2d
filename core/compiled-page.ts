/**
 * The data that flows through the build, in pipeline order:
 * ContentFile → PageEntry (page map) → CompiledPage → RenderedPage → OutputFile.
 */
import type { Element } from 'hast'

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

/** An `import … from 'x'` of a page, where it is written. */
export interface ImportRef {
  source: string
  /** The imported names (`default` for a default import). */
  names: string[]
  line: number
  column: number
}

/** A component a page uses without defining it (first use), resolved at render time. */
export interface ComponentRef {
  name: string
  line: number
  column: number
  /** Root-relative file of an imported `.mdx` partial that uses it; absent for the page itself. */
  file?: string
}

/** A file an import of the page publishes (an image, a video…): output path and absolute source, or the text it made (a stylesheet). */
export type EmittedAsset = { path: string; from: string; text?: undefined } | { path: string; text: string; from?: undefined }

/**
 * The content of a plain page (no JSX, expression, import or export: renderer/plain/) as the HTML
 * React would render, in parts around the elements the page's components may replace (`a`, `img`,
 * `table`, …), which stay hast elements until render time. `parts.length === holes.length + 1`.
 */
export interface PlainHtml {
  parts: string[]
  holes: Element[]
}

/** A warning or note about a page, as the build reports it (renderer/diagnostics.ts's Diagnostic, without its text). */
export interface PageNote {
  file: string
  line?: number
  column?: number
  severity: 'warning' | 'info'
  reason: string
  hint?: string
  ruleId: string
  source: 'site' | 'mdx' | 'yaml' | 'config' | 'esbuild'
}

/** What compiling one MDX/Markdown page yields. Plain data: it crosses worker threads and the cache. */
export interface CompiledPage {
  /**
   * JavaScript run with `runPage` (renderer/mdx/run-content.ts): `function-body` code from @mdx-js/mdx, or, for a page with
   * imports, a CommonJS bundle (`module: 'cjs'`) of the page and what it imports. Absent for a
   * plain page, which has `html` instead.
   */
  code?: string
  html?: PlainHtml
  module?: 'cjs'
  headings: Heading[]
  links: LinkRef[]
  /** Every element id the page's content defines (headings and explicit ids), for anchor checks. */
  ids: string[]
  sections: SearchSection[]
  /** Components the page and its partials use without defining them. */
  components?: ComponentRef[]
  /** Root-relative files the page imports (partials, components, data, assets): a change to one recompiles it. */
  dependencies?: string[]
  /** Files its imports publish. */
  assets?: EmittedAsset[]
  /** URL of the stylesheet its CSS imports make (one of `assets`), linked by the page. */
  stylesheet?: string
  /** Where the page exports Next.js's `getStaticProps`, which each build runs before rendering it. */
  staticProps?: { line: number; column: number }
  /** The warnings and notes compiling it gave (an unknown code language…): a build that takes the page from the cache reports them again. */
  notes?: PageNote[]
  /** Body of the page's Markdown twin: its tree degraded to plain Markdown (renderer/llms/). */
  markdown: string
}

/** What the build keeps of a compiled page once it is rendered: all but its content (code or HTML). */
export type PageFacts = Omit<CompiledPage, 'code' | 'html'>

/** The facts of a compiled page. */
export function factsOf({ code: _code, html: _html, ...facts }: CompiledPage): PageFacts {
  return facts
}

/** A file the build writes, relative to the output folder. */
export interface OutputFile {
  path: string
  contents: string | Uint8Array
}

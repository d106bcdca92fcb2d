/**
 * The one place the MDX/Markdown plugins are wired. Processors are created once per format and
 * reused for every page (no per-page set-up).
 *
 *   remark: front matter (skipped, keeps line numbers) · GFM · `<<<` code snippets · CodeBlock and Code with static code → fences · admonitions and alerts → Callout · heading ids ·
 *           links + unsafe URLs · HTML style strings → objects · the text of partials shown (remark-partials) · search sections · `[[toc]]` ·
 *           Markdown twin · one image per theme (srcDark)
 *           npm2yarn fences → package-manager tabs · import/export facts and free component names (remark-esm)
 *   rehype: a .md page's raw HTML, allow-listed · KaTeX math (with `latex`) · Shiki code blocks · element ids · plain pages kept as trees
 *
 * A page without `import`/`export … from` compiles to `function-body` code run as is; a page
 * with imports compiles to a `program` (ES module) that `mdx/bundle-page.ts` bundles with what it
 * imports. Components reach imported `.mdx` partials through `site:mdx-provider` (mdx/provider.tsx).
 *
 * `.md` is CommonMark + GFM without MDX syntax (`{` is text). Its raw HTML is rendered through an
 * allow-list (rehype-safe-html.ts), so no script, iframe, style or event handler can come from a
 * `.md` page (XSS-8); what the allow-list drops is a located warning.
 */
import { createProcessor } from '@mdx-js/mdx'
import { SourceMapGenerator } from 'source-map'
import type { Node as UnistNode } from 'unist'
import { unified, type Pluggable, type PluggableList } from 'unified'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { VFile } from 'vfile'
import './file-data.js'
import { remarkAdmonitions } from './remark-admonitions.js'
import { remarkSnippets } from './remark-snippets.js'
import { remarkStaticCode } from './remark-static-code.js'
import { remarkAlerts } from './remark-alerts.js'
import { remarkEsm } from './remark-esm.js'
import { remarkNpm2yarn } from './remark-npm2yarn.js'
import { remarkHeadings } from './remark-headings.js'
import { remarkLinks } from './remark-links.js'
import { remarkStyleStrings } from './remark-style-strings.js'
import { isMarkAndUnravel } from './mark-and-unravel.js'
import { remarkPartials } from './remark-partials.js'
import { remarkSections } from './remark-sections.js'
import { remarkToc } from './remark-toc.js'
import { remarkMarkdownTwin } from './remark-markdown-twin.js'
import { remarkThemedImages } from './remark-themed-images.js'
import { rehypeCode } from './rehype-code.js'
import { rehypeIds } from './rehype-ids.js'
import { rehypeSafeHtml } from './rehype-safe-html.js'
import { rehypePlain } from './rehype-plain.js'

export type ContentFormat = 'mdx' | 'md'
export type OutputFormat = 'function-body' | 'program'
type Processor = ReturnType<typeof createProcessor>

/** The module `program` output imports components from (resolved by mdx/bundle-page.ts). */
export const PROVIDER_MODULE = 'site:mdx-provider'

const processors = new Map<string, Processor>()

export interface ProcessorOptions {
  output?: OutputFormat
  /** Leave a source map in `file.map` (locating render errors). */
  sourceMap?: boolean
  /** `$…$` and `$$…$$` are math, rendered at build time by KaTeX as MathML (config `latex`). */
  latex?: boolean
  /** ```mermaid blocks are diagrams drawn in the browser (config `mermaid`, mermaid.ts). */
  mermaid?: boolean
}

/** remark-math and rehype-katex, loaded by the first page of a site with `latex` (KaTeX costs about 150 ms of start-up a thread). */
let math: { remarkMath: Pluggable; rehypeKatex: Pluggable } | undefined

/** The shared processor of a format and options. */
export async function getProcessor(format: ContentFormat, options: ProcessorOptions = {}): Promise<Processor> {
  if (options.latex && !math) {
    const [remark, rehype] = await Promise.all([import('remark-math'), import('rehype-katex')])
    math = { remarkMath: remark.default, rehypeKatex: rehype.default }
  }
  return processorOf(format, options)
}

function processorOf(format: ContentFormat, { output = 'function-body', sourceMap = false, latex = false, mermaid = false }: ProcessorOptions): Processor {
  const id = `${format}:${output}:${sourceMap}:${latex}:${mermaid}`
  let processor = processors.get(id)
  if (!processor) {
    processor = createProcessor({
      format,
      outputFormat: output,
      providerImportSource: output === 'program' ? PROVIDER_MODULE : undefined,
      SourceMapGenerator: sourceMap ? SourceMapGenerator : undefined,
      development: false,
      remarkPlugins: [
        [remarkFrontmatter, ['yaml']],
        remarkGfm,
        ...(latex ? [math!.remarkMath] : []),
        remarkSnippets,
        remarkStaticCode,
        remarkAdmonitions,
        remarkAlerts,
        remarkHeadings,
        remarkLinks,
        remarkStyleStrings,
        remarkPartials,
        remarkSections,
        remarkToc,
        remarkNpm2yarn,
        remarkEsm,
        remarkMarkdownTwin,
        remarkThemedImages,
      ],
      // KaTeX before Shiki: display math arrives as a `pre > code.language-math` block. MathML
      // needs no stylesheet or fonts (every current browser renders it).
      rehypePlugins: [...(format === 'md' ? [rehypeSafeHtml] : []), ...(latex ? [[math!.rehypeKatex, { output: 'mathml' }] as PluggableList[number]] : []), [rehypeCode, { mermaid }], rehypeIds, rehypePlain],
    })
    processor.freeze()
    processors.set(id, processor)
  }
  return processor
}

/**
 * A processor in two halves: source → final hast (remark and rehype), and hast → JavaScript
 * (recma). `quickToHast` is `toHast` for markdown-it's trees (quick-parse.ts), which hold no JSX
 * and no expressions: without MDX's remark-mark-and-unravel, which only moves those (a walk of
 * every node that was 1.6 % of a page worker in a cold 1,000-page build).
 */
export interface Stages {
  toHast: Half
  quickToHast: Half
  toCode: Half
}

/** What compiling uses of a half processor (unified's generics do not follow a split). */
interface Half {
  parse(file: VFile): UnistNode
  run(tree: UnistNode, file: VFile): Promise<UnistNode>
  stringify(tree: UnistNode, file: VFile): unknown
}

const stages = new WeakMap<Processor, Stages>()

/**
 * The shared processor of a format and options, split after its last rehype step (rehype-plain):
 * compiling a plain page stops at its tree instead of turning an empty tree into JavaScript.
 * Both halves are the processor's own plugins with their options.
 */
export async function getStages(format: ContentFormat, options: ProcessorOptions = {}): Promise<Stages> {
  const processor = await getProcessor(format, options)
  let split = stages.get(processor)
  if (!split) {
    const at = processor.attachers.findIndex(([plugin]) => (plugin as unknown) === rehypePlain) + 1
    const half = (attachers: typeof processor.attachers) => unified().use(attachers as PluggableList).freeze() as unknown as Half
    const toHast = processor.attachers.slice(0, at)
    split = { toHast: half(toHast), quickToHast: half(toHast.filter(([plugin]) => !isMarkAndUnravel(plugin))), toCode: half(processor.attachers.slice(at)) }
    stages.set(processor, split)
  }
  return split
}

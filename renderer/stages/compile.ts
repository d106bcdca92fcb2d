/**
 * Compile: one page's MDX or Markdown source → `CompiledPage` (function-body JavaScript or HTML, headings,
 * links, element ids, search sections). Plugins live in `mdx/processor.ts`.
 *
 *   source (with front matter) ──compilePage──▶ CompiledPage + diagnostics
 *
 * A page with `import`/`export` statements compiles as a module and is bundled with what it imports
 * (`mdx/bundle-page.ts`); the others compile to `function-body` code (no bundling cost). A plain
 * page (no JSX, expressions or ESM, `mdx/rehype-plain.ts`) compiles to HTML instead (`plain/`).
 *
 * The source is normalised first (BOM removed, CRLF → LF, BLD-13). Front matter stays in the text so
 * positions are true file lines (BLD-11). Content problems come back as diagnostics; nothing throws.
 */
import type { Root } from 'mdast'
import type { Root as HastRoot } from 'hast'
import { VFile } from 'vfile'
import { sortDiagnostics, type Diagnostic } from '../diagnostics.js'
import { normalizeSource } from '../frontmatter.js'
import path from 'node:path'
import { bundlePage } from '../mdx/bundle-page.js'
import { getStages } from '../mdx/processor.js'
import { quickTree } from '../mdx/quick-parse.js'
import { findUnclosedBrace } from '../mdx/unclosed-brace.js'
import { importsModules } from '../mdx/imports-modules.js'
import { rawCodeBlocks } from '../mdx/raw-code-blocks.js'
import { plainHtml } from '../plain/compile.js'
import type { CompiledPage, PageNote } from '../../core/compiled-page.js'
import { isRuleId } from '../../core/diagnostics/rules.js'
import { inlineSourceMap } from '../render-error.js'
import type { HeadingIdStyle } from '../mdx/heading-slug.js'

export interface CompileInput {
  /** The whole file text, including its `---` front matter. */
  source: string
  /** Path for diagnostics, relative to the project root. */
  file: string
  format: 'mdx' | 'md'
  options?: { searchCodeBlocks?: boolean; latex?: boolean; mermaid?: boolean; basePath?: string; headingIds?: HeadingIdStyle }
  /** The project folder: `file` is relative to it, imports resolve from it. Default: the working folder. */
  root?: string
  /** Append an inline source map to the code (slower; used to locate a render error). */
  sourceMap?: boolean
  /**
   * Compile a plain page (no JSX, expressions, imports or exports) to HTML instead of JavaScript,
   * leaving out these elements, which components may replace (renderer/plain/). Ignored with `sourceMap`.
   */
  plain?: ReadonlySet<string>
}

export async function compilePage(input: CompileInput): Promise<{ page?: CompiledPage; diagnostics: Diagnostic[] }> {
  const sourceText = normalizeSource(input.source)
  const asModule = input.format === 'mdx' && importsModules(sourceText)
  const quick = quickTreeOf(input, sourceText, asModule)
  if (quick) {
    // A page whose compile reports anything compiles again from micromark's tree, whose positions are exact.
    const compiled = await compileTree(input, sourceText, asModule, quick)
    if (compiled.diagnostics.length === 0) return compiled
  }
  return compileTree(input, sourceText, asModule)
}

/**
 * markdown-it's tree of a simple page (mdx/quick-parse.ts), or undefined: pages with imports,
 * compiles with a source map, and `SITE_QUICK_PARSE=off` (to compare both ways) parse with micromark.
 */
function quickTreeOf(input: CompileInput, sourceText: string, asModule: boolean): Root | undefined {
  if (asModule || input.sourceMap || process.env.SITE_QUICK_PARSE === 'off') return undefined
  return quickTree(sourceText, { format: input.format, latex: input.options?.latex })
}

/** Compiles the page from `parsed`, or from the tree its processor parses. */
async function compileTree(input: CompileInput, sourceText: string, asModule: boolean, parsed?: Root): Promise<{ page?: CompiledPage; diagnostics: Diagnostic[] }> {
  const vfile = new VFile({ value: sourceText, path: input.file })
  vfile.data.searchCodeBlocks = input.options?.searchCodeBlocks !== false
  vfile.data.basePath = input.options?.basePath ?? ''
  vfile.data.headingIds = input.options?.headingIds ?? 'github'
  vfile.data.plainWanted = input.plain !== undefined && !input.sourceMap
  const root = input.root ?? process.cwd()
  vfile.data.root = root
  // Only a page that imports can show partials (mdx/remark-partials.ts reads them).
  if (asModule) {
    vfile.data.parseMarkdown = async (text, at) => (await getStages('md', { output: 'program', latex: input.options?.latex, mermaid: input.options?.mermaid })).toHast.parse(new VFile({ value: text, path: at })) as Root
  }
  let code: string | undefined
  let thrown: unknown
  try {
    const { toHast, quickToHast, toCode } = await getStages(input.format, { output: asModule ? 'program' : 'function-body', sourceMap: input.sourceMap, latex: input.options?.latex, mermaid: input.options?.mermaid })
    const tree = await (parsed ? quickToHast.run(parsed, vfile) : toHast.run(toHast.parse(vfile), vfile))
    if (!vfile.data.plain) {
      if (input.plain && !input.sourceMap) rawCodeBlocks(tree as HastRoot, input.plain)
      code = String(toCode.stringify(await toCode.run(tree, vfile), vfile)) + (input.sourceMap && vfile.map ? inlineSourceMap(vfile.map, root) : '')
    }
  } catch (error) {
    thrown = error ?? new Error('unknown compile error')
  }
  // A fatal error may also sit in `vfile.messages` (when thrown with `file.fail`): report it once.
  const diagnostics = vfile.messages.filter((m) => m !== thrown).map((m) => fromMessage(m, input.file, sourceText))
  if (thrown !== undefined) {
    diagnostics.push(toFailure(thrown, input.file, sourceText))
    return { diagnostics: sortDiagnostics(diagnostics) }
  }
  const { headings = [], links = [], ids = [], sections = [], components = [], markdown = '', staticProps, dependencies: included } = vfile.data
  const notes = notesOf(diagnostics)
  const facts = { headings, links, ids, sections, markdown, components, ...(staticProps && { staticProps }), ...(notes.length && { notes }), ...(included && { dependencies: included }) }
  if (vfile.data.plain) return { page: { html: plainHtml(vfile.data.plain, input.plain!), ...facts }, diagnostics: sortDiagnostics(diagnostics) }
  const page: CompiledPage = { code: code!, ...facts }
  if (!asModule) return { page, diagnostics: sortDiagnostics(diagnostics) }
  const bundled = await bundlePage({ code: code!, imports: vfile.data.imports ?? [], absPath: path.resolve(root, input.file), root, sourceMap: input.sourceMap, latex: input.options?.latex, mermaid: input.options?.mermaid, headingIds: input.options?.headingIds })
  for (const d of bundled.diagnostics) diagnostics.push(d.file === input.file ? { ...d, sourceText } : d)
  if (!bundled.code) return { diagnostics: sortDiagnostics(diagnostics) }
  const { assets, stylesheet } = bundled
  const dependencies = [...new Set([...bundled.dependencies, ...(included ?? [])])].sort()
  return { page: { ...page, code: bundled.code, module: 'cjs', components: [...components, ...bundled.components], dependencies, assets, ...(stylesheet && { stylesheet }) }, diagnostics: sortDiagnostics(diagnostics) }
}

/** The warnings and notes among a compile's diagnostics, kept with the page (without the file's text). */
function notesOf(diagnostics: Diagnostic[]): PageNote[] {
  return diagnostics.flatMap(({ sourceText: _text, ...d }) => (d.severity === 'error' ? [] : [{ ...d, severity: d.severity }]))
}

interface MessageLike {
  reason: string
  line?: number | null
  column?: number | null
  fatal?: boolean | null
  ruleId?: string | null
  source?: string | null
  note?: string | null
}

/** A vfile message from a plugin (`source: 'site'`) or from MDX itself. */
function fromMessage(message: MessageLike, file: string, sourceText: string): Diagnostic {
  const ours = message.source === 'site'
  return {
    file,
    line: message.line ?? undefined,
    column: message.column ?? undefined,
    severity: message.fatal ? 'error' : message.fatal === false ? 'warning' : 'info',
    reason: message.reason,
    hint: message.note ?? undefined,
    ruleId: ours && isRuleId(message.ruleId) ? message.ruleId : 'mdx/syntax',
    source: ours ? 'site' : 'mdx',
    sourceText,
  }
}

/** The diagnostic of a thrown compile error: a vfile message from the parser, or an internal failure. */
function toFailure(error: unknown, file: string, sourceText: string): Diagnostic {
  if (error && typeof error === 'object' && 'reason' in error && typeof (error as MessageLike).reason === 'string') {
    const message = error as MessageLike
    const diagnostic = { ...fromMessage({ ...message, fatal: true }, file, sourceText), hint: syntaxHint(message.reason) }
    if (/end of file in expression/.test(message.reason)) Object.assign(diagnostic, findUnclosedBrace(sourceText))
    // Some MDX errors (an unclosed tag at the end of the file) carry their position only in the
    // text; an unclosed tag's message is placed at the end of what holds it, and names the tag's place.
    const unclosed = message.reason.startsWith('Expected a closing tag')
    const inText = diagnostic.line === undefined || unclosed ? /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message.reason) : null
    if (inText) Object.assign(diagnostic, { line: Number(inText[1]), column: Number(inText[2]) })
    diagnostic.hint = braceHeadingIdHint(sourceText, diagnostic.line, diagnostic.column) ?? snippetHint(sourceText, diagnostic.line) ?? diagnostic.hint
    return diagnostic
  }
  return {
    file,
    severity: 'error',
    reason: `Could not compile the page: ${error instanceof Error ? error.message : String(error)}`,
    hint: process.env.SITE_DEBUG ? (error as Error).stack : undefined,
    ruleId: 'mdx/compile-failed',
    source: 'mdx',
  }
}

/** The hint for VitePress's `<<< file` include in an `.mdx` page, where `<` opens a JSX tag (mdx/remark-snippets.ts reads it in `.md` pages). */
function snippetHint(sourceText: string, line: number | undefined): string | undefined {
  if (!line || !/^ {0,3}<<<[ \t]/.test(sourceText.split('\n', line)[line - 1] ?? '')) return undefined
  return "`<<< file` code snippets are read in .md pages: rename the page to .md, or import the file's text (`import code from './example.ts?raw'`) and show it with `<CodeBlock language=\"ts\">{code}</CodeBlock>` (import CodeBlock from '@theme/CodeBlock')."
}

/**
 * The hint for Docusaurus's custom heading id, `## Title {#my-id}`, when the error is in it: in MDX
 * the braces open a JavaScript expression (Docusaurus reads them before MDX does); the id is written
 * Nextra's way here (remark-headings.ts).
 */
function braceHeadingIdHint(sourceText: string, line: number | undefined, column: number | undefined): string | undefined {
  if (!line || !column) return undefined
  const text = sourceText.split('\n', line)[line - 1] ?? ''
  const found = /^ {0,3}#{1,6}[ \t].*?(\{#([^}\s]+)\})[ \t]*\r?$/.exec(text)
  if (!found) return undefined
  const start = text.lastIndexOf(found[1]!)
  if (column - 1 < start || column - 1 >= start + found[1]!.length) return undefined
  return `Write a custom heading id as \`[#${found[2]}]\` at the end of the heading; in MDX, \`{#${found[2]}}\` is a JavaScript expression.`
}

/** micromark-extension-mdx-jsx's message for a file that ends inside a tag, wherever in the tag. */
const TAG_CUT_OFF = /^Unexpected end of file (?:(?:before|after|in) (?:local |member )?(?:attribute )?(?:name|value)|after self-closing slash)\b/

/** HTML's void elements, which HTML writes without a closing tag and JSX does not (`<br>`, `<img src="…">`). */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/** What to do about the common MDX syntax errors. */
function syntaxHint(reason: string): string | undefined {
  const empty = /^Expected a closing tag for `<([a-z]+)>`/.exec(reason)?.[1]
  if (empty && VOID_ELEMENTS.has(empty)) return `\`<${empty}>\` is an HTML element without content: in MDX write it self-closing, \`<${empty} />\`.`
  if (reason.startsWith('Expected a closing tag')) return 'Close the tag (`</Name>`) or make it self-closing (`<Name />`).'
  if (reason.includes('to create a comment in MDX')) return 'Write comments as {/* text */}; HTML comments are not MDX.'
  if (/before name|expected a character that can start a name/.test(reason)) return 'A `<` starts a JSX tag in MDX; write `&lt;` or `{"<"}` for a literal less-than sign.'
  // The file ends inside a tag (`<Foo` on the last line): not an expression, whatever "end of file" says.
  if (TAG_CUT_OFF.test(reason)) return 'The file ends inside a JSX tag: finish it with `>` (then `</Name>`) or `/>`, or write `&lt;` for a literal less-than sign.'
  if (/attribute value/.test(reason)) return 'Quote attribute values (`type="info"`) or wrap expressions in braces (`count={3}`).'
  if (/expression|`\{`|end of file/.test(reason)) return 'A `{` starts a JavaScript expression in MDX; close it with `}` or escape a literal brace as `\\{`.'
  return 'See https://mdxjs.com/docs/troubleshooting-mdx/ for MDX syntax.'
}

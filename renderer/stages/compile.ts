/**
 * Compile: one page's MDX or Markdown source → `function-body` JavaScript plus the facts the
 * rest of the build needs (headings, links, ids, search sections). Content errors come back as
 * diagnostics at file:line:column (lines count the front matter, BLD-11), never as exceptions.
 *
 *   ValidatedPage source ──compilePage──▶ CompiledPage
 *
 * `.md` is CommonMark + GFM and lenient (`{` is text); its raw HTML is dropped, never rendered
 * (XSS-8). `.mdx` is trusted code, as in every MDX site.
 */
import { compile } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { Diagnostic } from '../diagnostics.js'
import { normalizeSource } from '../frontmatter.js'
import { rehypeCode } from '../mdx/rehype-code.js'
import { rehypeCollect } from '../mdx/rehype-collect.js'
import { remarkGithubAlerts } from '../mdx/remark-github-alerts.js'
import { remarkHeadings } from '../mdx/remark-headings.js'
import { remarkSections } from '../mdx/remark-sections.js'
import type { CompiledPage, Heading, LinkRef, SearchSection } from '../types.js'

export interface CompileInput {
  source: string
  /** Path for diagnostics, relative to the project root. */
  file: string
  format: 'mdx' | 'md'
  options?: { searchCodeBlocks?: boolean }
}

/** Compiles one page; `page` is absent when an error made compiling impossible. */
export async function compilePage(input: CompileInput): Promise<{ page?: CompiledPage; diagnostics: Diagnostic[] }> {
  const source = normalizeSource(input.source)
  const file = new VFile({ value: source, path: input.file })
  const diagnostics: Diagnostic[] = []
  let code: string | undefined
  try {
    const result = await compile(file, {
      format: input.format,
      outputFormat: 'function-body',
      development: false,
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkGithubAlerts, remarkHeadings, [remarkSections, { codeBlocks: input.options?.searchCodeBlocks ?? true }]],
      rehypePlugins: [rehypeCode, rehypeCollect],
    })
    code = String(result.value)
  } catch (error) {
    diagnostics.push(toDiagnostic(error as VFileMessage, input.file, source, 'error'))
  }
  for (const message of file.messages) diagnostics.push(toDiagnostic(message, input.file, source, message.fatal ? 'error' : 'warning'))
  if (code === undefined) return { diagnostics }
  return {
    page: {
      code,
      headings: (file.data.headings as Heading[] | undefined) ?? [],
      links: (file.data.links as LinkRef[] | undefined) ?? [],
      ids: (file.data.ids as string[] | undefined) ?? [],
      sections: (file.data.sections as SearchSection[] | undefined) ?? [],
    },
    diagnostics,
  }
}

/** A vfile message (or any error thrown by the compiler) as a diagnostic. */
function toDiagnostic(message: VFileMessage | Error, file: string, source: string, severity: 'error' | 'warning'): Diagnostic {
  const m = message as Partial<VFileMessage>
  const place = m.place && 'start' in m.place ? m.place.start : m.place
  const reason = (m.reason ?? message.message).replace(/\s+/g, ' ').trim()
  return {
    file,
    line: place?.line ?? m.line ?? undefined,
    column: place?.column ?? m.column ?? undefined,
    severity,
    reason,
    ruleId: m.ruleId ? (m.source && m.source !== 'site' ? `${m.source}/${m.ruleId}` : m.ruleId) : 'mdx/syntax',
    source: m.source === 'site' ? 'site' : 'mdx',
    hint: m.source && m.source !== 'site' ? 'Check the MDX syntax: braces, tags and attributes must be balanced; write a literal `{` or `<` as `\\{` or `&lt;`, or use a .md file.' : undefined,
    sourceText: source,
  }
}

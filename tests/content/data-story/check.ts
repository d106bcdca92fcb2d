/**
 * Checks a set of pages against the data-handling facts of content/data/data-handling.yaml and
 * returns one `file:line: problem` per sentence that contradicts them, plus `file: problem` for a
 * carrier page that no longer states the story. See tests/content/data-story.test.ts.
 */
export interface DataFacts {
  previews: { retentionDays: number }
  failureCases: { removed: string[]; kept: string; optOut: string }
}

export interface Page {
  /** Path relative to content/, e.g. `docs/privacy-policy.mdx`. */
  file: string
  source: string
}

interface Sentence {
  text: string
  line: number
  paragraph: string
}

const PREVIEW_STORAGE = /\b(previews?|preview outputs?|outputs? (?:are|is) stored|object storage)\b/i
const DAYS = /\b(\d+)[ -]days?\b/gi
const ANONYMIZED = /\banonymi[sz]ed (?:copy|copies|documents?|inputs?|pairs?|fixtures?|before-and-after)/i
const LISTS_REMOVED = /\b(removed|stripped|without)\b/i
const OPT_OUT = /turn(?:ed|s)? (?:it|this|them) off|opt[- ]?out|data sharing/i
const NO_COPY = /\b(?:do not|don't|never) (?:keep|store|retain) (?:a copy|copies|any copy)|\bnot (?:kept|stored)\b/i
const CODE_IN_CI = /\bCI\b|\byour (?:own )?repositor/i
const UPLOADS_DOCUMENT = /\bupload(?:s|ed|ing)? (?:the |an |a |every |each )?(?:processed )?(?:OpenAPI )?documents?\b|\bdocuments? (?:is|are) uploaded\b/i
const ONLY_ON_PUBLISH = /publish|registry|\bnever\b|\bnothing\b/i
const KEEPS_CUSTOMER_DOCUMENTS = /\b(?:real[- ]world|customers?['’]?s?) (?:OpenAPI )?documents\b.*\b(?:keep|kept|corpus|store|stored|collect)\b|\b(?:keep|kept|corpus|store|stored|collect)\b.*\b(?:real[- ]world|customers?['’]?s?) (?:OpenAPI )?documents\b/i
const NOT_CUSTOMER_DATA = /\bpublic\b|anonymi[sz]ed|\bnever\b|registry|support request/i

export function dataStoryProblems(pages: Page[], facts: DataFacts, carriers: string[]): string[] {
  const problems: string[] = []
  for (const page of pages) {
    const stated = { retention: false, removed: false }
    for (const sentence of sentences(page.source)) {
      const where = `${page.file}:${sentence.line}`
      for (const problem of sentenceProblems(sentence, facts, stated)) problems.push(`${where}: ${problem}`)
    }
    if (!carriers.includes(page.file)) continue
    if (!stated.retention) problems.push(`${page.file}: no longer states the preview retention period (${facts.previews.retentionDays} days, data-handling.yaml previews.retentionDays)`)
    if (!stated.removed) problems.push(`${page.file}: no longer states what an anonymized failure case removes (${facts.failureCases.removed.join(', ')})`)
  }
  return problems
}

function sentenceProblems({ text, paragraph }: Sentence, facts: DataFacts, stated: { retention: boolean; removed: boolean }): string[] {
  const problems: string[] = []
  if (PREVIEW_STORAGE.test(text)) {
    for (const [, days] of text.matchAll(DAYS)) {
      if (Number(days) === facts.previews.retentionDays) stated.retention = true
      else problems.push(`keeps preview output for ${days} days; data-handling.yaml says ${facts.previews.retentionDays} (previews.retentionDays)`)
    }
  }
  if (ANONYMIZED.test(text)) {
    if (LISTS_REMOVED.test(text)) {
      const missing = facts.failureCases.removed.filter((item) => !text.toLowerCase().includes(item.toLowerCase()))
      if (missing.length) problems.push(`an anonymized copy must remove ${facts.failureCases.removed.join(', ')} (data-handling.yaml failureCases.removed); this sentence leaves out ${missing.join(', ')}`)
      else stated.removed = true
    }
    if (!OPT_OUT.test(paragraph)) problems.push(`mentions an anonymized copy without saying workspaces can opt out (${facts.failureCases.optOut})`)
  }
  if (NO_COPY.test(text) && !CODE_IN_CI.test(text)) problems.push('says we keep no copy of something other than code generated in your CI (previews are kept; see data-handling.yaml)')
  if (KEEPS_CUSTOMER_DOCUMENTS.test(text) && !NOT_CUSTOMER_DATA.test(text)) problems.push('says we keep customer documents; the legal pages only allow documents published to the registry and anonymized failure cases')
  if (UPLOADS_DOCUMENT.test(text) && !ONLY_ON_PUBLISH.test(text)) problems.push('says a document is uploaded without tying it to publishing to the registry (documents reach us only when published)')
  return problems
}

/** The sentences of a page's prose (code blocks left out), each with its line and paragraph. */
function sentences(source: string): Sentence[] {
  const lines = source.split('\n')
  const prose = blankCodeAndFrontMatter(lines)
  const result: Sentence[] = []
  let start = 0
  for (let i = 0; i <= prose.length; i++) {
    if (i < prose.length && prose[i]!.trim() !== '') continue
    if (i > start) {
      const paragraph = prose.slice(start, i).join('\n')
      let offset = 0
      for (const text of paragraph.split(/(?<=[.!?;:])\s+(?=[A-Z`*(\[])|\n(?=\s*(?:[-*+]|\d+\.)\s)/)) {
        const at = paragraph.indexOf(text, offset)
        offset = at + text.length
        result.push({ text, paragraph, line: start + 1 + (paragraph.slice(0, at).match(/\n/g)?.length ?? 0) })
      }
    }
    start = i + 1
  }
  return result
}

function blankCodeAndFrontMatter(lines: string[]): string[] {
  const out = [...lines]
  let fence: string | null = null
  lines.forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence) {
      out[i] = ''
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null
    } else if (marker) {
      out[i] = ''
      fence = marker
    }
  })
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1)
    for (let i = 0; i <= end; i++) out[i] = ''
  }
  return out
}

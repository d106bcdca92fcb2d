/**
 * Diagnostics: the one shape for every problem the build finds (modelled on vfile messages),
 * a `Report` that collects them, and the printed `file:line:column` form with a code frame.
 */
import { codeFrame } from './code-frame.js'
import type { RuleId } from '../core/diagnostics/rules.js'

/** `info` is a note that needs no action (something ignored on purpose). */
export type Severity = 'error' | 'warning' | 'info'

export interface Diagnostic {
  /** Path relative to the project root, with forward slashes. */
  file: string
  /** 1-based. */
  line?: number
  /** 1-based. */
  column?: number
  severity: Severity
  /** What happened and why; no "Error:" prefix, no position inside. */
  reason: string
  /** What to do about it. */
  hint?: string
  /** Permanent, searchable id such as `frontmatter/invalid-field`: one of the catalogue (core/diagnostics/rules.ts). */
  ruleId: RuleId
  source: 'site' | 'mdx' | 'yaml' | 'config' | 'esbuild'
  /** The file's text, when a code frame should be printed. Not serialised. */
  sourceText?: string
}

export interface Report {
  add(d: Diagnostic): void
  error(d: Omit<Diagnostic, 'severity'>): void
  warn(d: Omit<Diagnostic, 'severity'>): void
  all(): Diagnostic[]
  errors(): Diagnostic[]
  hasErrors(): boolean
}

/**
 * A fresh, empty report. A diagnostic equal to one already reported (same place, rule and words)
 * is dropped: a component file that fails was reported once per page importing it, and a page
 * once per locale showing it (247 warnings for a handful of files on a 14-locale site).
 */
export function createReport(): Report {
  const items: Diagnostic[] = []
  const seen = new Set<string>()
  const push = (d: Diagnostic) => {
    const key = JSON.stringify([d.severity, d.file, d.line, d.column, d.ruleId, d.reason])
    if (!seen.has(key)) void (seen.add(key), items.push(d))
  }
  return {
    add: push,
    error: (d) => push({ ...d, severity: 'error' }),
    warn: (d) => push({ ...d, severity: 'warning' }),
    all: () => sortDiagnostics(items),
    errors: () => sortDiagnostics(items.filter((d) => d.severity === 'error')),
    hasErrors: () => items.some((d) => d.severity === 'error'),
  }
}

/** Stable order: by file, then line, then column, then rule. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.ruleId.localeCompare(b.ruleId) ||
      a.reason.localeCompare(b.reason),
  )
}

/** `file:line:column  severity  reason  ruleId`, then a code frame and the hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file
  const lines = [`${where}  ${d.severity}  ${d.reason}  ${d.ruleId}`]
  if (d.sourceText && d.line) lines.push(codeFrame(d.sourceText, d.line, d.column ?? 1))
  if (d.hint) lines.push(`  hint: ${d.hint}`)
  return lines.join('\n')
}

/** Drops the source text so a diagnostic can cross a worker boundary or be printed as JSON. */
export function toPlainDiagnostic({ sourceText: _s, ...rest }: Diagnostic): Diagnostic {
  return rest
}

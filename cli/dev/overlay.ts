/**
 * The error overlay `site dev` shows when a page fails to build: every diagnostic with its code
 * frame, every character escaped (DEV-14). The server adds the reload script (once, as to every
 * page), so a good save recovers.
 */
import { formatDiagnostic, type Diagnostic } from '../../renderer/diagnostics.js'

export function overlayDocument(diagnostics: Diagnostic[]): string {
  const text = diagnostics.map(formatDiagnostic).join('\n\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Build error</title>
<style>body{margin:0;font:14px/1.5 ui-monospace,monospace;background:#1b1b1f;color:#f5f5f5}main{padding:2rem}h1{color:#ff6b6b;font-size:1.25rem}pre{white-space:pre-wrap;background:#111;padding:1rem;border-left:4px solid #ff6b6b}</style>
</head><body><main role="alert" id="site-error-overlay"><h1>Build error</h1><p>Fix the file and save: this page reloads by itself.</p><pre>${escapeHtml(text)}</pre></main></body></html>`
}

/** Escapes the five HTML-significant characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

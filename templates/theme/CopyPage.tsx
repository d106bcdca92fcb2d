/**
 * "Copy page": copies the page's Markdown twin (its route plus `.md`) to the clipboard. A plain
 * button with a polite status line for screen readers; the behaviour is client/behaviors/copy-page.ts.
 */
export function CopyPage({ href }: { href: string }) {
  return (
    <div className="copy-page">
      <button type="button" className="button button-secondary button-sm" data-copy-page={href}>
        Copy page
      </button>
      <span className="sr-only" role="status" aria-live="polite" data-copy-page-status="" />
    </div>
  )
}

/**
 * "Copy page": copies the page's Markdown twin (its route plus `.md`) to the clipboard. A plain
 * button with a polite status line for screen readers (its messages, in the page's language, ride
 * on the status element); the behaviour is client/behaviors/copy-page.ts.
 */
import type { UiStrings } from '../../core/i18n/ui-strings.js'

export function CopyPage({ href, strings }: { href: string; strings: UiStrings }) {
  return (
    <div className="copy-page">
      <button type="button" className="button button-secondary button-sm" data-copy-page={href}>
        {strings.copyPage}
      </button>
      <span className="sr-only" role="status" aria-live="polite" data-copy-page-status="" data-copied={strings.copiedPage} data-failed={strings.copyPageFailed} />
    </div>
  )
}

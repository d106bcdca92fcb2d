/**
 * Callout: a note box with an icon (`type`: default, info, warning, error, success, important).
 * GitHub alerts (`> [!NOTE]` …) compile to this component too.
 */
import type { ReactNode } from 'react'
import { UI_STRINGS_EN, type UiStringKey } from '../../core/i18n/ui-strings.js'
import { useSite } from '../site-context.js'

export type CalloutType = 'default' | 'info' | 'warning' | 'error' | 'success' | 'important'

const LABELS: Record<CalloutType, UiStringKey> = {
  default: 'calloutNote',
  info: 'calloutInfo',
  warning: 'calloutWarning',
  error: 'calloutCaution',
  success: 'calloutTip',
  important: 'calloutImportant',
}

/** 24×24 outline icon paths, one per type. */
const ICONS: Record<CalloutType, string> = {
  default: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
  warning: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM4.9 4.9l14.2 14.2',
  success: 'M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3',
  important: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM12 7v4M12 14h.01',
}

/** `emoji` (Nextra) replaces the type's icon; `type` is one of Nextra's, and `success` for GitHub's TIP. */
export function Callout({ type = 'default', emoji, children }: { type?: CalloutType; emoji?: ReactNode; children?: ReactNode }) {
  const strings = useSite()?.strings ?? UI_STRINGS_EN
  const kind: CalloutType = type in LABELS ? type : 'default'
  return (
    <div className={`callout callout-${kind}`} data-callout={kind} role="note" aria-label={strings[LABELS[kind]]}>
      {emoji ? (
        <span className="callout-icon callout-emoji" aria-hidden="true">
          {emoji}
        </span>
      ) : (
        <svg className="callout-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d={ICONS[kind]} />
        </svg>
      )}
      <div className="callout-content">{children}</div>
    </div>
  )
}

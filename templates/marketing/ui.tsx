/**
 * Display primitives of spec §2 for content and marketing pages: Button (primary, secondary,
 * destructive; sm, md, lg, icon), Alert (primary, destructive), Quote (info, success, warning,
 * error), Separator, Input, FormField. Avatar lives with the theme (templates/theme/Avatar.tsx).
 */
import type { ReactNode } from 'react'
import { UI_STRINGS_EN, type UiStringKey } from '../../core/i18n/ui-strings.js'
import { useHref, useSite } from '../site-context.js'
import { isExternal } from '../support/links.js'

type Children = { children?: ReactNode }

export function Button({ href, variant = 'primary', size = 'md', children, type = 'button' }: Children & { href?: string; variant?: 'primary' | 'secondary' | 'destructive'; size?: 'sm' | 'md' | 'lg' | 'icon'; type?: 'button' | 'submit' }) {
  const hrefOf = useHref()
  const className = `button button-${variant} button-${size}`
  if (href) {
    const target = hrefOf(href)
    return <a className={className} href={target} {...(isExternal(target) ? { rel: 'noopener noreferrer' } : {})}>{children}</a>
  }
  return <button type={type} className={className}>{children}</button>
}

export function Alert({ variant = 'primary', title, children }: Children & { variant?: 'primary' | 'destructive'; title?: string }) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'destructive' ? 'alert' : 'status'}>
      {title ? <p className="alert-title">{title}</p> : null}
      <div className="alert-body">{children}</div>
    </div>
  )
}

const QUOTE_LABELS: Record<'info' | 'success' | 'warning' | 'error', UiStringKey> = { info: 'calloutInfo', success: 'calloutSuccess', warning: 'calloutWarning', error: 'calloutError' }

export function Quote({ variant = 'info', children }: Children & { variant?: keyof typeof QUOTE_LABELS }) {
  const strings = useSite()?.strings ?? UI_STRINGS_EN
  const kind = variant in QUOTE_LABELS ? variant : 'info'
  return (
    <blockquote className={`quote quote-${kind}`} data-variant={kind}>
      <span className="sr-only">{strings[QUOTE_LABELS[kind]]}: </span>
      {children}
    </blockquote>
  )
}

export function Separator({ orientation = 'horizontal' }: { orientation?: 'horizontal' | 'vertical' }) {
  return orientation === 'vertical' ? <span className="separator separator-vertical" role="separator" aria-orientation="vertical" /> : <hr className="separator" />
}

export function Input(props: { id?: string; name?: string; type?: string; placeholder?: string; defaultValue?: string; required?: boolean; disabled?: boolean; 'aria-label'?: string }) {
  return <input className="input" type="text" {...props} />
}

export function FormField({ label, id, hint, error, children }: Children & { label: string; id: string; hint?: string; error?: string }) {
  return (
    <div className="form-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className="form-hint" id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className="form-error" id={`${id}-error`} role="alert">{error}</p> : null}
    </div>
  )
}

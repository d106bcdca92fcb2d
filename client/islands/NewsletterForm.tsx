/**
 * newsletter-form island: the footer sign-up. idle → loading (input and button disabled) →
 * success "Subscribed" or error "Error!", then back to idle with the field cleared after 1000 ms
 * (spec §4, §9). Without JavaScript the same markup posts to /api/newsletter, which redirects back
 * with ?newsletter=subscribed#newsletter-subscribed (or error, #newsletter-error): the fragment
 * targets the result line of that outcome, which CSS shows while the island is not live, so the
 * page says what happened with no script at all, on any static host. The footer (templates/theme/NewsletterSlot.tsx)
 * server-renders this component, so the markup without JavaScript is this markup. The field is
 * uncontrolled: what was typed before hydration is what the island sends, and until the island
 * is live the form posts natively (client/entry.tsx leaves its submit button alone). An address
 * the server refuses shows its reason as text under the field while "Error!" shows. NOTE: server
 * half is api/routes/form.ts (form route) and the tRPC procedure newsletterSubscription.post
 * (api/newsletter.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'

export type NewsletterState = 'idle' | 'loading' | 'success' | 'error'

/** Spec §9: result shown for one second. */
export const RESET_MS = 1000
/** The form's texts, in the page's language (the footer passes them; default English). */
export interface NewsletterLabels {
  subscribe: string
  subscribed: string
  error: string
  placeholder: string
  email: string
}

const ENGLISH: NewsletterLabels = { subscribe: 'Subscribe', subscribed: 'Subscribed', error: 'Error!', placeholder: 'Join our newsletter', email: 'Email address' }

/** Ids of the result lines the no-JavaScript redirect targets. NOTE: same ids in api/routes/form.ts. */
export const RESULT_ID = { success: 'newsletter-subscribed', error: 'newsletter-error' } as const

/** The server's words for a refused call (tRPC error data: the field's issue, else the message), or '' without an answer. */
export function serverReason(error: unknown): string {
  const e = error as { message?: unknown; data?: { code?: unknown; issues?: Array<{ message?: unknown }> } } | null
  const issue = e?.data?.issues?.find((i) => typeof i.message === 'string')?.message
  if (typeof issue === 'string') return issue
  return typeof e?.data?.code === 'string' && typeof e.message === 'string' ? e.message : ''
}

type Subscribe = (email: string) => Promise<unknown>
let subscribeOnce: Promise<Subscribe> | null = null

/** Returns the tRPC call, creating the client on first use (never at module top: SSR-safe). */
function loadSubscribe(): Promise<Subscribe> {
  subscribeOnce ??= import('./newsletter-client.js').then(({ createSubscribe }) => createSubscribe())
  return subscribeOnce
}

/** Ids of the footer's form (the targets of the API's redirects) and of a second form on the same page (a marketing section), so no id is used twice. */
const IDS = {
  footer: { form: 'newsletter', ...RESULT_ID },
  section: { form: 'newsletter-section', success: 'newsletter-section-subscribed', error: 'newsletter-section-error' },
} as const

export default function NewsletterForm({ labels = ENGLISH, placement = 'footer' }: { labels?: NewsletterLabels; placement?: keyof typeof IDS }) {
  const ids = IDS[placement]
  const LABEL: Record<NewsletterState, string> = { idle: labels.subscribe, loading: labels.subscribe, success: labels.subscribed, error: labels.error }
  const [state, setState] = useState<NewsletterState>('idle')
  const [reason, setReason] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  /** Shows a result, then resets to idle with an empty field. */
  const finish = (result: 'success' | 'error') => {
    setState(result)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setState('idle')
      setReason('')
      if (input.current) input.current.value = ''
    }, RESET_MS)
  }

  useEffect(() => {
    // Coming back from the no-JS post: show its result once and drop the query parameter.
    const url = new URL(location.href)
    const result = url.searchParams.get('newsletter')
    if (result === 'subscribed' || result === 'error') {
      finish(result === 'subscribed' ? 'success' : 'error')
      url.searchParams.delete('newsletter')
      history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    }
    return () => clearTimeout(timer.current)
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state === 'loading') return
    setState('loading')
    try {
      const subscribe = await loadSubscribe()
      await subscribe(input.current?.value ?? '')
      finish('success')
    } catch (error) {
      console.error(error)
      setReason(serverReason(error))
      finish('error')
    }
  }

  const busy = state === 'loading'
  const shownReason = state === 'error' ? reason : ''
  return (
    <form id={ids.form} className="newsletter-form" data-state={state} method="post" action="/api/newsletter" onSubmit={onSubmit}>
      <input
        className="input"
        type="email"
        name="email"
        required
        placeholder={labels.placeholder}
        aria-label={labels.email}
        autoComplete="email"
        ref={input}
        defaultValue=""
        disabled={busy}
        aria-invalid={shownReason ? true : undefined}
        aria-describedby={shownReason ? `${ids.form}-reason` : undefined}
      />
      <button type="submit" className="button button-primary button-md" disabled={busy} aria-busy={busy}>
        {LABEL[state]}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'success' || state === 'error' ? LABEL[state] : ''}
        {shownReason ? ` ${shownReason}` : ''}
      </span>
      {shownReason ? <p id={`${ids.form}-reason`} className="newsletter-reason">{shownReason}</p> : null}
      <p id={ids.success} className="newsletter-result">{LABEL.success}</p>
      <p id={ids.error} className="newsletter-result">{LABEL.error}</p>
    </form>
  )
}

/**
 * `POST /api/newsletter`: the no-JavaScript path of the footer form, an urlencoded post answered by
 * a redirect back to the page it came from with `?newsletter=subscribed#newsletter-subscribed` (or
 * `error`). The fragment targets the form's line for that result, shown by CSS without any script.
 * NOTE: the ids are RESULT_ID of client/islands/NewsletterForm.tsx.
 */
import type { Hono } from 'hono'
import { emailTag, normalizeEmail } from '../email.js'
import { readBody } from '../middleware/body.js'
import type { ApiEnv } from '../middleware/env.js'
import { failureText } from '../trpc.js'
import { deferFor, type RouteDeps } from './deps.js'

export const FORM = 'application/x-www-form-urlencoded'

/** Mounts the form route on `app`. */
export function formRoute(app: Hono<ApiEnv>, deps: RouteDeps): void {
  app.post('/api/newsletter', deps.postGuard, readBody(FORM, deps.maxBody), async (c) => {
    // URLSearchParams is a flat list: keys like __proto__[x] stay plain strings (API-10).
    const form = new URLSearchParams(c.get('body'))
    const back = backTo(c.req.raw)
    const email = form.size === 1 && form.has('email') ? normalizeEmail(form.get('email')) : null
    if (!email) return c.redirect(`${back}?newsletter=error#newsletter-error`, 303)
    try {
      await deps.newsletter.subscribe(email, deferFor(c, deps.log))
      return c.redirect(`${back}?newsletter=subscribed#newsletter-subscribed`, 303)
    } catch (error) {
      deps.log.error('api', `form subscribe of ${await emailTag(email.key)} failed: ${failureText(error)}`)
      return c.redirect(`${back}?newsletter=error#newsletter-error`, 303)
    }
  })
}

/** Returns the same-origin path to send a form poster back to, else '/'. */
function backTo(req: Request): string {
  const referer = req.headers.get('referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    if (from.origin !== new URL(req.url).origin) return '/'
    // Collapse leading slashes: '//evil.example' would be a protocol-relative redirect.
    return from.pathname.replace(/^\/+/, '/')
  } catch {
    return '/'
  }
}

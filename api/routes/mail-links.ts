/**
 * `/api/newsletter/confirm` and `/api/newsletter/unsubscribe`, the links of double opt-in mails:
 * GET shows a page with a button, and only its POST changes anything (STO-3). A mail provider's
 * RFC 8058 one-click unsubscribe (`List-Unsubscribe=One-Click`) is answered with JSON.
 */
import type { Hono } from 'hono'
import { readBody } from '../middleware/body.js'
import type { ApiEnv } from '../middleware/env.js'
import { isTokenShaped, SUBSCRIBED } from '../newsletter.js'
import type { RouteDeps } from './deps.js'
import { FORM } from './form.js'

type Action = 'confirm' | 'unsubscribe'

/** Mounts both mail-link routes on `app`. */
export function mailLinkRoutes(app: Hono<ApiEnv>, deps: RouteDeps): void {
  for (const action of ['confirm', 'unsubscribe'] as const) {
    app.get(`/api/newsletter/${action}`, (c) => c.html(actionPage(action, c.req.query('token') ?? '')))
    app.post(`/api/newsletter/${action}`, deps.postGuard, readBody(FORM, deps.maxBody), async (c) => {
      const form = new URLSearchParams(c.get('body'))
      const token = c.req.query('token') ?? form.get('token') ?? ''
      const oneClick = form.get('List-Unsubscribe') === 'One-Click'
      if (!isTokenShaped(token)) return oneClick ? c.json(SUBSCRIBED) : c.redirect(`/?newsletter=invalid#newsletter`, 303)
      try {
        if (action === 'unsubscribe') {
          await deps.newsletter.unsubscribe(token)
          return oneClick ? c.json(SUBSCRIBED) : c.redirect('/?newsletter=unsubscribed#newsletter', 303)
        }
        const outcome = await deps.newsletter.confirm(token)
        return c.redirect(`/?newsletter=${outcome}#newsletter`, 303)
      } catch (error) {
        const expired = (error as Error)?.message?.includes('expired')
        return c.redirect(`/?newsletter=${expired ? 'expired' : 'invalid'}#newsletter`, 303)
      }
    })
  }
}

/** Returns the small HTML page behind a mail link: a button that POSTs the token. */
function actionPage(action: Action, token: string): string {
  const valid = isTokenShaped(token)
  const title = action === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe from the newsletter'
  const body = valid
    ? `<form method="post" action="/api/newsletter/${action}"><input type="hidden" name="token" value="${token}"><button type="submit">${action === 'confirm' ? 'Confirm subscription' : 'Unsubscribe'}</button></form>`
    : '<p>This link is not valid.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`
}

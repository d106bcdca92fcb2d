/**
 * The newsletter form in the footer: mounts the `newsletter-form` island (client/islands/
 * NewsletterForm.tsx, owned by the API work) and server-renders its idle state: an email input
 * (placeholder "Join our newsletter") and a Subscribe button. Until the island file exists the
 * markup below is what visitors get (the form then posts nowhere: it has no action).
 */
import { useId } from 'react'
import { Island } from '../island.js'

export function NewsletterSlot() {
  const id = `newsletter-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  return (
    <Island name="newsletter-form" props={{}} when="visible">
      <form className="newsletter-form" data-state="idle" noValidate>
        <label className="sr-only" htmlFor={id}>Email address</label>
        <input id={id} className="input" type="email" name="email" placeholder="Join our newsletter" defaultValue="" autoComplete="email" required />
        <button type="submit" className="button button-primary button-md">Subscribe</button>
      </form>
    </Island>
  )
}

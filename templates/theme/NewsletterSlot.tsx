/**
 * The newsletter form in the footer: mounts the `newsletter-form` island and server-renders the
 * island component itself (client/islands/NewsletterForm.tsx, owned by the API work), so the
 * markup matches on hydration and, without JavaScript, is a plain form post to /api/newsletter.
 */
import NewsletterForm from '../../client/islands/NewsletterForm.js'
import { Island } from '../island.js'

export function NewsletterSlot() {
  return (
    <Island name="newsletter-form" props={{}} when="visible">
      <NewsletterForm />
    </Island>
  )
}

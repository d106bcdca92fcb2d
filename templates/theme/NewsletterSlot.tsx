/**
 * The newsletter form in the footer: mounts the `newsletter-form` island and server-renders the
 * island component itself (client/islands/NewsletterForm.tsx, owned by the API work), so the
 * markup matches on hydration and, without JavaScript, is a plain form post to /api/newsletter.
 * Coming back from that post (`?newsletter=…`), the island loads at once to show the result.
 */
import NewsletterForm from '../../client/islands/NewsletterForm.js'
import { Island } from '../island.js'

export function NewsletterSlot() {
  return (
    <Island name="newsletter-form" props={{}} loadWith="newsletter">
      <NewsletterForm />
    </Island>
  )
}

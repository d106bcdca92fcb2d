/**
 * The newsletter form in the footer: mounts the `newsletter-form` island and server-renders the
 * island component itself (client/islands/NewsletterForm.tsx, owned by the API work), so the
 * markup matches on hydration and, without JavaScript, is a plain form post to /api/newsletter.
 * Coming back from that post (`?newsletter=…`), the island loads at once to show the result.
 */
import NewsletterForm from '../../client/islands/NewsletterForm.js'
import { Island } from '../island.js'
import { UI_STRINGS_EN } from '../../core/i18n/ui-strings.js'
import { useSite } from '../site-context.js'
import { newsletterLabels } from './island-labels.js'

/** `section`: a second form on the page (a marketing section), with ids of its own. */
export function NewsletterSlot({ placement = 'footer' }: { placement?: 'footer' | 'section' }) {
  const labels = newsletterLabels(useSite()?.strings ?? UI_STRINGS_EN)
  const props = placement === 'footer' ? { labels } : { labels, placement }
  return (
    <Island name="newsletter-form" props={props} loadWith="newsletter">
      <NewsletterForm {...props} />
    </Island>
  )
}

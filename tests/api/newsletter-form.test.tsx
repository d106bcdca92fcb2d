// The footer island server-renders (no window access at module top) with the markup the spec
// asks for and a working no-JavaScript form (posts to /api/newsletter).
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import NewsletterForm, { RESET_MS } from '../../client/islands/NewsletterForm.js'

test('server-renders the idle form: email input, placeholder, label, no-JS action', () => {
  const html = renderToString(<NewsletterForm />)
  const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
  expect(form).toContain('id="newsletter"')
  expect(form).toContain('method="post"')
  expect(form).toContain('action="/api/newsletter"')
  const input = /<input [^>]*>/.exec(html)?.[0] ?? ''
  for (const attr of ['type="email"', 'name="email"', 'required=""', 'placeholder="Join our newsletter"', 'aria-label="Email address"', 'value=""']) {
    expect(input).toContain(attr)
  }
  expect(html).toContain('<button type="submit" class="button button-primary button-md" aria-busy="false">Subscribe</button>')
  expect(html).not.toContain('disabled')
  expect(RESET_MS).toBe(1000)
})

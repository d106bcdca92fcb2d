// templates/support/links.ts: the feedback link's query is written without URLSearchParams (a
// page worker's cost), and must stay exactly what URLSearchParams writes, spaces as %20.
import { describe, expect, it } from 'vitest'
import { formValue, newIssueUrl } from '../../../templates/support/links.js'

/** The reference: URLSearchParams, then `+` (a space) as %20. */
const reference = (value: string) => new URLSearchParams({ v: value }).toString().slice(2).replace(/\+/g, '%20')

describe('the feedback link query', () => {
  it('encodes every character as URLSearchParams does', () => {
    const samples = ['Feedback for “Rate limits & retries”', "It's (almost) ~done!", 'a+b=c&d?e#f/g', 'tab\there\nnewline', 'Ünïcödé — 日本語 🚀', '*-._', '%20 already', '']
    for (let code = 0; code < 0x250; code++) samples.push(`x${String.fromCharCode(code)}y`)
    for (const value of samples) expect(formValue(value), JSON.stringify(value)).toBe(reference(value))
  })

  it('writes a lone surrogate as URLSearchParams does (U+FFFD)', () => {
    expect(formValue('a\uD800b')).toBe(reference('a\uD800b'))
  })

  it('builds the new-issue URL with the title and an optional body', () => {
    const site = { docsRepositoryBase: 'https://github.com/acme/docs/tree/main' }
    expect(newIssueUrl(site, 'Feedback for “Quick start”', '')).toBe('https://github.com/acme/docs/issues/new?title=Feedback%20for%20%E2%80%9CQuick%20start%E2%80%9D')
    expect(newIssueUrl(site, 'A (B)', 'line 1\nline 2')).toBe('https://github.com/acme/docs/issues/new?title=A%20%28B%29&body=line%201%0Aline%202')
  })
})

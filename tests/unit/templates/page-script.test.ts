// The page script goes with a document only when its body has something interactive
// (templates/render-document.tsx `withPageScript`): tested from the body's first character on,
// never in the head, which may quote a marker (a description about `data-tabs=`).
import { describe, expect, it } from 'vitest'
import { BODY_END, withPageScript } from '../../../templates/render-document.js'

const SCRIPT = '/_site/entry.ABC123.js'

/** A document as documentOf writes one: the head names the script when given one, and describes `headText`. */
function documentWith(body: string, headText = 'Plain page') {
  const made: Array<string | undefined> = []
  const html = withPageScript(body, SCRIPT, (script) => {
    made.push(script)
    const head = `<head><meta name="description" content="${headText}"/>${script ? `<script type="module" src="${script}"></script>` : ''}</head>`
    return `<!doctype html>\n<html lang="en">${head}<body>${body}${BODY_END}`
  })
  return { html, made }
}

describe('the page script', () => {
  it('is linked when the body holds an island or a behaviour marker, anywhere in it', () => {
    for (const body of ['<div data-island="search"></div>', '<p>Text</p><pre data-code-block="">x</pre>', '<details class="details"><summary>More</summary></details>']) {
      const { html, made } = documentWith(body)
      expect(html).toContain(`src="${SCRIPT}"`)
      expect(made).toEqual([SCRIPT])
    }
  })

  it('is left out when only the head quotes a marker', () => {
    const { html, made } = documentWith('<main><p>Nothing to run here.</p></main>', 'How to use data-tabs= and data-island= attributes')
    expect(html).not.toContain('type="module"')
    expect(html.endsWith(`<body><main><p>Nothing to run here.</p></main>${BODY_END}`)).toBe(true)
    expect(made).toEqual([SCRIPT, undefined])
  })

  it('is left out of a body that ends just before a marker would (the tail of the document is not the body)', () => {
    const { html } = documentWith('<p>the attribute is written data-tabs</p>')
    expect(html).not.toContain('type="module"')
  })

  it('is left out, without testing, when the site has no page script', () => {
    const made: Array<string | undefined> = []
    const html = withPageScript('<div data-island="x"></div>', undefined, (script) => {
      made.push(script)
      return `<html><head></head><body><div data-island="x"></div>${BODY_END}`
    })
    expect(made).toEqual([undefined])
    expect(html).not.toContain('type="module"')
  })
})

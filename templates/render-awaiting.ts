/**
 * renderDocumentAwaiting: renderDocument for pages whose components await. An `async function`
 * component (Nextra 4's MDX pages are server components: `export async function Stars() { … }`)
 * suspends, and renderToString cannot wait for it; such a page is rendered again with
 * react-dom/static's prerender, which resolves every promise before it writes. Pages that do not
 * suspend keep the synchronous render (about half the cost).
 */
import { prerender } from 'react-dom/static'
import type { PageData } from './page-data.js'
import { setCurrentPage } from './mdx/nextra-hooks.js'
import { bodyOf, documentOf, renderDocument } from './render-document.js'

/** React's error when a component suspends during renderToString (the same text in its development and production builds). */
const SUSPENDED = 'A component suspended while responding to synchronous input'

/** Awaiting renders of this thread, one after the other: each holds the current page while it waits. */
let queue: Promise<unknown> = Promise.resolve()

export async function renderDocumentAwaiting(data: PageData): Promise<string> {
  try {
    return renderDocument(data)
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(SUSPENDED))) throw error
  }
  const body = queue.then(() => prerenderBody(data))
  queue = body.catch(() => undefined)
  return documentOf(data, await body)
}

/** The body's HTML once every component has resolved; a component that throws rejects it. */
async function prerenderBody(data: PageData): Promise<string> {
  const previous = setCurrentPage(data)
  try {
    // Inside a <Suspense> an error would leave the fallback in the HTML: it fails the page instead.
    let failure: { error: unknown } | undefined
    const { prelude } = await prerender(bodyOf(data), { onError: (error) => void (failure ??= { error }) })
    const html = await new Response(prelude).text()
    if (failure) throw failure.error
    return html
  } finally {
    setCurrentPage(previous)
  }
}

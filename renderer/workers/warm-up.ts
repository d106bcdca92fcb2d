/**
 * Warm-up for a page worker that starts before it has work (`site dev` plans the site meanwhile):
 * loads the highlighter and compiles a small page with the usual constructs, so the first page a
 * reader asks for does not pay for cold code (about half a second on the first compile).
 */
import { getHighlighter } from '../mdx/highlighter.js'
import { compilePage } from '../stages/compile.js'

const WARM_UP_PAGE = `---
title: Warm-up
---

# Warm-up

A paragraph with **strong**, _emphasis_, \`code\` and [a link](#usage).

## Usage

- one
- two

| Method | Path |
| --- | --- |
| GET | /v1/items |

\`\`\`ts
const items = await client.items.list({ limit: 10 })
\`\`\`

\`\`\`bash
curl -s https://api.example.com/v1/items
\`\`\`
`

/** Resolves when the warm-up is over; never rejects (a failure here only means a colder first page). */
export async function warmUp(): Promise<void> {
  try {
    await getHighlighter()
    await compilePage({ source: WARM_UP_PAGE, file: 'warm-up.mdx', format: 'mdx' })
  } catch {
    // Nothing to do: the first real page compiles cold.
  }
}

/**
 * The diagrams of the site, drawn by draw-diagrams.mjs into public/images/diagrams/<id>.svg.
 * Coordinates are in the diagram's own pixels; `alt` is the text alternative (also the SVG's desc).
 */

import { DOC_DIAGRAMS } from './diagrams-docs.mjs'
import { POST_DIAGRAMS } from './diagrams-posts.mjs'

const retryAxisY = 150
const msToX = (ms) => 60 + ms * 0.2

/** Backoff from the retries guide: initialInterval 500 ms, exponent 1.5 (jitter left out). */
const RETRY_WAITS = [500, 750, 1125, 1688]

function retryMarks() {
  const marks = [
    { type: 'line', x1: 40, y1: retryAxisY, x2: 1000, y2: retryAxisY, cls: 'edge', arrow: true },
    { type: 'text', x: 1000, y: retryAxisY + 24, text: 'time', anchor: 'end' },
  ]
  let t = 0
  RETRY_WAITS.forEach((wait, i) => {
    const x = msToX(t)
    marks.push({ type: 'rect', x: x - 6, y: retryAxisY - 6, w: 12, h: 12, kind: 'error', rx: 6 })
    marks.push({ type: 'text', x, y: retryAxisY - 16, text: `#${i + 1}: 503`, anchor: 'middle' })
    marks.push({ type: 'text', x, y: retryAxisY + 24, text: `${(t / 1000).toFixed(2)} s`, anchor: 'middle' })
    marks.push({ type: 'line', x1: x + 8, y1: retryAxisY + 44, x2: msToX(t + wait) - 8, y2: retryAxisY + 44, cls: 'accent' })
    marks.push({ type: 'text', x: (x + msToX(t + wait)) / 2, y: retryAxisY + 62, text: `wait ${wait} ms`, anchor: 'middle' })
    t += wait
  })
  const x = msToX(t)
  marks.push({ type: 'rect', x: x - 6, y: retryAxisY - 6, w: 12, h: 12, kind: 'output', rx: 6 })
  marks.push({ type: 'text', x, y: retryAxisY - 16, text: '#5: 200', anchor: 'middle' })
  marks.push({ type: 'text', x, y: retryAxisY + 24, text: `${(t / 1000).toFixed(2)} s`, anchor: 'middle' })
  return marks
}

export const DIAGRAMS = [
  {
    id: 'generation-pipeline',
    width: 900,
    height: 330,
    title: 'From one OpenAPI document to SDKs, a Terraform provider and docs',
    alt: 'The OpenAPI document and its overlays feed the Speakeasy workflow, which merges them, applies the overlays and validates the result. The validated document is generated into TypeScript, Python and Go SDKs, a Terraform provider, and SDK documentation.',
    nodes: [
      { id: 'spec', x: 30, y: 70, w: 200, h: 64, title: 'OpenAPI document', sub: 'openapi.yaml', kind: 'input' },
      { id: 'overlays', x: 30, y: 190, w: 200, h: 64, title: 'Overlays', sub: 'names, examples, x-speakeasy-*', kind: 'input' },
      { id: 'workflow', x: 300, y: 110, w: 210, h: 110, title: 'Speakeasy workflow', sub: ['merge sources', 'apply overlays', 'validate'] },
      { id: 'sdks', x: 590, y: 40, w: 270, h: 64, title: 'SDKs', sub: 'TypeScript · Python · Go · …', kind: 'output' },
      { id: 'terraform', x: 590, y: 133, w: 270, h: 64, title: 'Terraform provider', sub: 'resources and data sources', kind: 'output' },
      { id: 'docs', x: 590, y: 226, w: 270, h: 64, title: 'SDK docs', sub: 'README, usage snippets', kind: 'output' },
    ],
    edges: [
      { from: 'spec', to: 'workflow' },
      { from: 'overlays', to: 'workflow' },
      { from: 'workflow', to: 'sdks', label: 'generate' },
      { from: 'workflow', to: 'terraform' },
      { from: 'workflow', to: 'docs' },
    ],
  },
  {
    id: 'sdk-automation-ci',
    width: 1040,
    height: 300,
    title: 'SDK automation in CI: from a spec change to a published package',
    alt: 'A push that changes the spec, a schedule or a dispatch event starts the generation workflow in GitHub Actions. It validates, generates and bumps the version, then opens or updates a pull request with a changelog. Merging the pull request starts the publish workflow, which releases the packages to npm, PyPI and the other registries.',
    nodes: [
      { id: 'trigger', x: 30, y: 110, w: 170, h: 80, title: 'Trigger', sub: ['spec push, schedule', 'or dispatch'], kind: 'input' },
      { id: 'generate', x: 250, y: 95, w: 200, h: 110, title: 'Generation workflow', sub: ['validate', 'generate', 'bump version'] },
      { id: 'pr', x: 540, y: 110, w: 180, h: 80, title: 'Pull request', sub: ['diff + changelog', 'human review'], kind: 'note' },
      { id: 'publish', x: 790, y: 40, w: 220, h: 80, title: 'Publish workflow', sub: 'on merge to main' },
      { id: 'registries', x: 790, y: 180, w: 220, h: 80, title: 'Package registries', sub: ['npm · PyPI · Maven', 'NuGet · Packagist'], kind: 'output' },
    ],
    edges: [
      { from: 'trigger', to: 'generate' },
      { from: 'generate', to: 'pr', label: 'mode: pr' },
      { from: 'pr', to: 'publish', label: 'merge' },
      { from: 'publish', to: 'registries', label: 'release' },
    ],
  },
  {
    id: 'retries-backoff',
    width: 1040,
    height: 250,
    title: 'Exponential backoff: waits between retries of a failing request',
    alt: 'A timeline of five attempts. The first four get a 503 response; the SDK waits 500 ms, then 750 ms, then 1125 ms, then 1688 ms, each wait 1.5 times the previous one, and the fifth attempt at 4.06 seconds succeeds. Real waits add random jitter, and a Retry-After header replaces the computed wait.',
    marks: [
      { type: 'text', x: 40, y: 50, text: 'initialInterval: 500 ms, exponent: 1.5 (jitter not drawn)', cls: 't' },
      { type: 'text', x: 40, y: 76, text: 'A Retry-After header on a 429 or 503 replaces the computed wait.', cls: 's' },
      ...retryMarks(),
    ],
  },
  {
    id: 'cursor-vs-offset',
    width: 800,
    height: 340,
    title: 'Offset and cursor pagination when a row is inserted between two page requests',
    alt: 'Two rows. With offset pagination, page 1 returns items 1 to 3; a new item is inserted at the top; page 2 with offset 3 returns item 3 again, a duplicate. With cursor pagination, page 1 returns items 1 to 3 and a cursor after item 3; page 2 returns the items after item 3, so the insert causes no duplicate and no gap.',
    marks: [
      { type: 'text', x: 30, y: 40, text: 'Offset: page 2 is "skip 3"', cls: 't' },
      { type: 'text', x: 30, y: 200, text: 'Cursor: page 2 is "after item 3"', cls: 't' },
    ],
    nodes: [
      { id: 'o1', x: 30, y: 60, w: 200, h: 90, title: 'Page 1', sub: ['items 1, 2, 3'] },
      { id: 'oi', x: 300, y: 60, w: 160, h: 90, title: 'Insert', sub: ['new item 0'], kind: 'note' },
      { id: 'o2', x: 530, y: 60, w: 240, h: 90, title: 'Page 2 (offset=3)', sub: ['items 3, 4, 5', 'item 3 seen twice'], kind: 'error' },
      { id: 'c1', x: 30, y: 220, w: 200, h: 90, title: 'Page 1', sub: ['items 1, 2, 3', 'next cursor → item 3'] },
      { id: 'ci', x: 300, y: 220, w: 160, h: 90, title: 'Insert', sub: ['new item 0'], kind: 'note' },
      { id: 'c2', x: 530, y: 220, w: 240, h: 90, title: 'Page 2 (after=3)', sub: ['items 4, 5, 6', 'no duplicate, no gap'], kind: 'output' },
    ],
    edges: [
      { from: 'o1', to: 'oi' },
      { from: 'oi', to: 'o2' },
      { from: 'c1', to: 'ci' },
      { from: 'ci', to: 'c2' },
    ],
  },
  {
    id: 'webhook-signature',
    width: 1000,
    height: 290,
    title: 'Signing and verifying a webhook delivery',
    alt: 'The producer signs the string id.timestamp.body with HMAC-SHA256 and the shared secret and sends the body with webhook-id, webhook-timestamp and webhook-signature headers. The consumer rejects a timestamp outside its tolerance, recomputes the HMAC over the raw body with the same secret, and compares the two signatures in constant time before it accepts the event and deduplicates on the ID.',
    marks: [
      { type: 'text', x: 30, y: 36, text: 'Producer', cls: 't' },
      { type: 'text', x: 520, y: 36, text: 'Consumer', cls: 't' },
    ],
    nodes: [
      { id: 'content', x: 30, y: 60, w: 210, h: 70, title: 'Signed content', sub: '{id}.{timestamp}.{body}', kind: 'input' },
      { id: 'hmac', x: 30, y: 190, w: 210, h: 70, title: 'HMAC-SHA256', sub: 'with the shared secret' },
      { id: 'request', x: 280, y: 112, w: 210, h: 106, title: 'POST delivery', sub: ['webhook-id', 'webhook-timestamp', 'webhook-signature: v1,…'], kind: 'note' },
      { id: 'fresh', x: 520, y: 60, w: 200, h: 70, title: 'Timestamp fresh?', sub: 'within 5 minutes' },
      { id: 'recompute', x: 520, y: 190, w: 200, h: 70, title: 'Recompute HMAC', sub: 'over the raw body' },
      { id: 'compare', x: 770, y: 190, w: 200, h: 70, title: 'Constant-time compare', sub: 'then dedupe on id', kind: 'output' },
      { id: 'reject', x: 770, y: 60, w: 200, h: 70, title: 'Reject', sub: '401, nothing processed', kind: 'error' },
    ],
    edges: [
      { from: 'content', to: 'hmac' },
      { from: 'hmac', to: 'request' },
      { from: 'request', to: 'fresh' },
      { from: 'fresh', to: 'recompute', label: 'yes' },
      { from: 'fresh', to: 'reject', label: 'no' },
      { from: 'recompute', to: 'compare' },
      { from: 'compare', to: 'reject', label: 'mismatch', dashed: true },
    ],
  },
  ...POST_DIAGRAMS,
  ...DOC_DIAGRAMS,
]

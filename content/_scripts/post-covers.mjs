/**
 * The cover of every blog post, drawn by draw-post-art.mjs: a motif for what the post is about
 * (one of the drawers in cover-motifs.mjs), never its title, which the page prints beside it.
 * `description` says what the picture shows; it is the SVG's title. Posts sharing a motif still
 * differ: the slug seeds the motif's counts and positions, the first tag picks the palette, and
 * any other field (count, mark, layout) is an option of the motif.
 */

export const COVERS = {
  'api-versioning-strategies-compared': { motif: 'branches', description: 'Three version lanes running side by side, with releases branching off them' },
  'automatic-sdk-changelogs': { motif: 'changelog', description: 'A release note listing additions and removals, one marker per line' },
  'brightline-payroll-csharp-java-sdks': { motif: 'coins', description: 'Stacks of coins of different heights, counted to the cent' },
  'building-our-docs-site-generator': { motif: 'pageStack', description: 'A fan of documentation pages rising from one source' },
  'cobalt-ledger-idempotent-go-sdk': { motif: 'ledger', description: 'A ledger of entries, each posted exactly once, beside a stack of coins' },
  'cursor-vs-offset-pagination': { motif: 'pagesRow', description: 'A row of result pages with a cursor marker resting between two of them' },
  'deprecation-policy-for-public-apis': { motif: 'sunset', description: 'A sun setting behind a horizon, its last rays striped' },
  'designing-the-openapi-diff-engine': { motif: 'diff', description: 'Two documents side by side, their changed lines joined across' },
  'examples-vs-example-in-openapi': { motif: 'cards', description: 'One card on its own beside a fanned set of cards' },
  'faster-speakeasy-cli-release': { motif: 'gauge', description: 'A speed gauge with its needle swung towards the top of the dial' },
  'fernway-travel-live-sdk-updates': { motif: 'clock', description: 'A clock face with a short arc of minutes highlighted' },
  'harbor-analytics-overlays-seven-sdks': { motif: 'layers', count: 7, description: 'Seven translucent sheets stacked over one base sheet' },
  'how-the-generator-models-union-types': { motif: 'union', description: 'One node splitting into a circle, a square and a triangle' },
  'idempotency-keys-for-post-requests': { motif: 'key', description: 'Several arrows converging on a single box opened by one key' },
  'larkspur-health-oauth-sdks-for-ehr-partners': { motif: 'shield', description: 'A shield bearing a cross, with a key beside it' },
  'making-the-speakeasy-cli-fast': { motif: 'terminal', description: 'A terminal window with a prompt, a cursor and speed lines' },
  'naming-conventions-for-rest-apis': { motif: 'labels', description: 'A string of paper labels hanging from one line' },
  'northwind-freight-sdk-coverage': { motif: 'ring', description: 'A progress ring filling from a little over half to whole' },
  'nullable-in-openapi-3-1': { motif: 'nullSet', description: 'An empty dashed box beside the empty-set sign' },
  'oneof-discriminators-in-openapi-3-1': { motif: 'switch', description: 'A switch routing one input to exactly one of three outputs' },
  'openapi-3-1-support': { motif: 'braces', description: 'A pair of curly braces around a check mark' },
  'openapi-overlays-in-practice': { motif: 'layers', count: 3, description: 'Translucent sheets laid over a base sheet, each changing a corner' },
  'openapi-servers-and-variables': { motif: 'globe', description: 'A globe with servers placed around it, linked by arcs' },
  'operationid-naming-conventions': { motif: 'methodTag', description: 'A tag tied to a pair of parentheses, naming a call' },
  'pagination-in-go-sdks': { motif: 'pagesRow', description: 'Pages of results in a row, each pointing on to the next' },
  'problem-details-rfc-9457-error-responses': { motif: 'warning', description: 'A warning triangle over a structured response card' },
  'product-roundup-june-2025': { motif: 'calendar', description: 'A month calendar with several days marked' },
  'quillpost-verified-webhooks': { motif: 'envelope', mark: 'check', description: 'An envelope sealed with a round seal and a check mark' },
  'rate-limit-headers-clients-can-use': { motif: 'hourglass', description: 'An hourglass beside a row of request tokens, some spent' },
  'reusable-components-in-openapi': { motif: 'blocks', description: 'Interlocking building blocks, one shape reused several times' },
  'running-10k-sdk-generations-a-day': { motif: 'grid', description: 'A dense grid of jobs, some running, most done' },
  'semver-from-openapi-diffs': { motif: 'semver', description: 'Three bars of growing height for patch, minor and major' },
  'signing-webhooks-with-hmac': { motif: 'signature', description: 'A message card with a signature stroke and a small lock' },
  'swift-sdk-generator-ga': { motif: 'device', description: 'A phone outline showing code brackets on its screen' },
  'tags-and-grouping-in-openapi': { motif: 'folders', description: 'Operations sorted into three coloured groups' },
  'terraform-plan-modifiers-internals': { motif: 'cubes', layout: 'reshape', description: 'Isometric blocks, one of them being reshaped' },
  'terraform-provider-generation-improvements': { motif: 'cubes', layout: 'stack', description: 'Isometric blocks arriving into a neat stack' },
  'testing-generated-sdks-across-eight-languages': { motif: 'matrix', description: 'An eight-column test grid filled with check marks' },
  'tidewater-energy-terraform-provider': { motif: 'cubes', layout: 'field', description: 'A growing field of isometric blocks, a few of them older' },
  'webhooks-support-in-sdks': { motif: 'envelope', mark: 'bolt', description: 'An envelope with a lightning bolt, arriving as an event' },
}

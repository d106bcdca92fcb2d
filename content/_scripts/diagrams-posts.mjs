/**
 * Diagrams of the engineering posts (tag 'Building Speakeasy'): the architecture each post
 * describes, in the post's own terms. Same spec format as diagrams.mjs.
 */

/** Before/after bars for the benchmark table of the CLI release post (seconds). */
const CLI_TIMINGS = [
  { label: 'Full run, five targets', before: 48, after: 14 },
  { label: 'Run with no change', before: 31, after: 1.8 },
  { label: 'validate openapi (9 MB)', before: 9.1, after: 2.3 },
]

function timingBars() {
  const x0 = 250
  const perSecond = 14
  const marks = [
    { type: 'text', x: 30, y: 44, text: 'speakeasy run on the benchmark workflow: one 9 MB source, five SDK targets', cls: 't' },
    { type: 'rect', x: 30, y: 62, w: 14, h: 14 },
    { type: 'text', x: 52, y: 74, text: 'before', cls: 's' },
    { type: 'rect', x: 120, y: 62, w: 14, h: 14, kind: 'output' },
    { type: 'text', x: 142, y: 74, text: 'after', cls: 's' },
  ]
  CLI_TIMINGS.forEach(({ label, before, after }, i) => {
    const y = 104 + i * 70
    marks.push({ type: 'text', x: 30, y: y + 24, text: label, cls: 's' })
    marks.push({ type: 'rect', x: x0, y, w: before * perSecond, h: 22 })
    marks.push({ type: 'text', x: x0 + before * perSecond + 8, y: y + 16, text: `${before} s` })
    marks.push({ type: 'rect', x: x0, y: y + 26, w: Math.max(after * perSecond, 3), h: 22, kind: 'output' })
    marks.push({ type: 'text', x: x0 + Math.max(after * perSecond, 3) + 8, y: y + 42, text: `${after} s` })
  })
  return marks
}

export const POST_DIAGRAMS = [
  {
    id: 'site-build-pipeline',
    width: 1040,
    height: 400,
    title: 'The build pipeline of site, our docs site generator',
    alt: 'Content files and generated pages enter the scan stage, then go through meta, plan (the page map), assets, compile and render in a worker pool, search, and link checking. The write stage builds the site in a temporary folder and swaps it into the output folder only when the whole build succeeded.',
    nodes: [
      { id: 'content', x: 30, y: 60, w: 180, h: 64, title: 'Content folder', sub: 'MDX pages, data', kind: 'input' },
      { id: 'generators', x: 30, y: 150, w: 180, h: 64, title: 'Generators', sub: 'data → virtual pages', kind: 'input' },
      { id: 'scan', x: 260, y: 90, w: 150, h: 70, title: 'scan', sub: 'all reading' },
      { id: 'meta', x: 450, y: 90, w: 150, h: 70, title: 'meta' },
      { id: 'plan', x: 640, y: 90, w: 150, h: 70, title: 'plan', sub: 'page map' },
      { id: 'assets', x: 830, y: 90, w: 180, h: 70, title: 'assets' },
      { id: 'compile', x: 830, y: 240, w: 180, h: 80, title: 'compile + render', sub: ['worker pool', 'cache by content hash'] },
      { id: 'search', x: 640, y: 240, w: 150, h: 80, title: 'search', sub: 'index per locale' },
      { id: 'links', x: 450, y: 240, w: 150, h: 80, title: 'links', sub: ['routes + rendered', 'heading IDs'] },
      { id: 'write', x: 260, y: 240, w: 150, h: 80, title: 'write', sub: ['temporary folder', 'then rename'] },
      { id: 'out', x: 30, y: 240, w: 180, h: 80, title: 'Output folder', sub: ['replaced only if', 'the build succeeded'], kind: 'output' },
    ],
    edges: [
      { from: 'content', to: 'scan' },
      { from: 'generators', to: 'scan' },
      { from: 'scan', to: 'meta' },
      { from: 'meta', to: 'plan' },
      { from: 'plan', to: 'assets' },
      { from: 'assets', to: 'compile' },
      { from: 'compile', to: 'search' },
      { from: 'search', to: 'links' },
      { from: 'links', to: 'write' },
      { from: 'write', to: 'out' },
    ],
    marks: [
      { type: 'text', x: 30, y: 366, text: 'Stages between scan and write take data and return data; each returns diagnostics with file:line:column,', cls: 's' },
      { type: 'text', x: 30, y: 384, text: 'and all of them are collected before anything is written.', cls: 's' },
    ],
  },
  {
    id: 'openapi-semantic-diff',
    width: 1040,
    height: 330,
    title: 'The four steps of the semantic OpenAPI diff',
    alt: 'The old and the new OpenAPI document are each resolved and normalized, their operations, parameters, properties and responses are matched by identity, and each matched pair is compared with its direction: narrowing a request or widening a response is breaking. The result is a list of changes with location, kind, severity and affected operations.',
    nodes: [
      { id: 'old', x: 30, y: 60, w: 160, h: 64, title: 'Old document', kind: 'input' },
      { id: 'new', x: 30, y: 170, w: 160, h: 64, title: 'New document', kind: 'input' },
      { id: 'normalize', x: 230, y: 100, w: 170, h: 94, title: '1 Resolve', sub: ['refs resolved,', 'spellings unified'] },
      { id: 'match', x: 430, y: 100, w: 170, h: 94, title: '2 Match', sub: ['by identity:', 'method + path, …'] },
      { id: 'compare', x: 630, y: 90, w: 200, h: 114, title: '3 Compare', sub: ['with direction:', 'request narrowed or', 'response widened', '= breaking'], kind: 'note' },
      { id: 'report', x: 860, y: 100, w: 150, h: 94, title: '4 Report', sub: ['changes with', 'severity and', 'operations'], kind: 'output' },
    ],
    edges: [
      { from: 'old', to: 'normalize' },
      { from: 'new', to: 'normalize' },
      { from: 'normalize', to: 'match' },
      { from: 'match', to: 'compare' },
      { from: 'compare', to: 'report' },
    ],
    marks: [
      { type: 'text', x: 230, y: 262, text: 'A schema used in both directions is compared once per direction; the stricter result wins.', cls: 's' },
      { type: 'text', x: 230, y: 284, text: 'Recursive schemas: comparisons are memoized on (old node, new node, direction).', cls: 's' },
    ],
  },
  {
    id: 'semver-from-diffs',
    width: 1040,
    height: 330,
    title: 'Computing the version bump of a generated SDK',
    alt: 'The processed document of the previous release, found through the digest in gen.lock, and the new processed document are normalized and diffed into typed changes. Each change is tagged input or output, projected onto each language SDK and classified; the release bump is the largest one, written to gen.yaml with a changelog in the pull request.',
    nodes: [
      { id: 'before', x: 30, y: 50, w: 190, h: 72, title: 'Previous document', sub: 'found via gen.lock digest', kind: 'input' },
      { id: 'after', x: 30, y: 170, w: 190, h: 72, title: 'New document', sub: 'merged, overlaid, resolved', kind: 'input' },
      { id: 'diff', x: 260, y: 100, w: 170, h: 90, title: 'Normalize + diff', sub: ['typed change', 'records'] },
      { id: 'usage', x: 460, y: 100, w: 150, h: 90, title: 'Direction', sub: ['input, output', 'or both'] },
      { id: 'project', x: 640, y: 100, w: 170, h: 90, title: 'Per language', sub: ['projector: symbols', '+ classification'], kind: 'note' },
      { id: 'bump', x: 840, y: 100, w: 170, h: 90, title: 'Release bump', sub: ['max over changes', 'version in gen.yaml'], kind: 'output' },
    ],
    edges: [
      { from: 'before', to: 'diff' },
      { from: 'after', to: 'diff' },
      { from: 'diff', to: 'usage' },
      { from: 'usage', to: 'project' },
      { from: 'project', to: 'bump' },
    ],
    marks: [
      { type: 'text', x: 260, y: 262, text: 'Each target is versioned on its own: a new response enum value or a Go method turning into a request struct', cls: 's' },
      { type: 'text', x: 260, y: 282, text: 'can be major in one language and minor in another. Before 1.0.0 every level shifts down one.', cls: 's' },
    ],
  },
  {
    id: 'speakeasy-run-pipeline',
    width: 1040,
    height: 340,
    title: 'What speakeasy run does, and what it skips',
    alt: 'Sources and overlays are parsed once into one in-memory model, with an index that makes reference lookups map accesses. The processed source is cached on disk under a key of the input and overlay contents and the CLI version. The read-only model feeds every target in parallel, and a target whose input fingerprint has not changed is skipped.',
    nodes: [
      { id: 'sources', x: 30, y: 110, w: 170, h: 80, title: 'Sources', sub: ['OpenAPI documents', '+ overlays'], kind: 'input' },
      { id: 'parse', x: 240, y: 110, w: 180, h: 80, title: 'Parse once', sub: ['one model, $ref index', 'overlays on the model'] },
      { id: 'cache', x: 240, y: 230, w: 180, h: 70, title: 'Source cache', sub: 'key: contents + CLI version', kind: 'note' },
      { id: 'validate', x: 460, y: 110, w: 150, h: 80, title: 'Validate', sub: 'same model' },
      { id: 'ts', x: 680, y: 30, w: 130, h: 64, title: 'TypeScript', kind: 'output' },
      { id: 'py', x: 680, y: 118, w: 130, h: 64, title: 'Python', kind: 'output' },
      { id: 'go', x: 680, y: 206, w: 130, h: 64, title: 'Go', kind: 'output' },
      { id: 'skip', x: 870, y: 100, w: 150, h: 100, title: 'Skipped', sub: ['when a target’s', 'fingerprint has', 'not changed'], kind: 'note' },
    ],
    edges: [
      { from: 'sources', to: 'parse' },
      { from: 'parse', to: 'cache', dashed: true },
      { from: 'parse', to: 'validate' },
      { from: 'validate', to: 'ts' },
      { from: 'validate', to: 'py' },
      { from: 'validate', to: 'go' },
      { from: 'ts', to: 'skip', dashed: true },
      { from: 'py', to: 'skip', dashed: true },
      { from: 'go', to: 'skip', dashed: true },
    ],
    marks: [
      { type: 'text', x: 680, y: 300, text: 'Targets in parallel, up to one per core;', cls: 's' },
      { type: 'text', x: 680, y: 318, text: 'logs buffered and printed in order.', cls: 's' },
    ],
  },
  {
    id: 'cli-release-timings',
    width: 1040,
    height: 330,
    title: 'speakeasy run before and after the performance release',
    alt: 'A bar chart of the benchmark: a full run with five targets went from 48 to 14 seconds, a run with no source or generator change from 31 to 1.8 seconds, and validating the 9 MB document from 9.1 to 2.3 seconds.',
    marks: timingBars(),
  },
  {
    id: 'terraform-plan-modifiers',
    width: 1040,
    height: 380,
    title: 'How the generator picks a plan modifier for each Terraform attribute',
    alt: 'The generator reads each attribute from the OpenAPI schema and the entity operations. A read-only attribute absent from the update response, or an optional one with a server default and no configured value, reuses its state value while planning. A read-only attribute the update response returns becomes known after apply on change. An attribute required on create but absent from the update request, or marked x-speakeasy-param-force-new, forces replacement.',
    nodes: [
      { id: 'schema', x: 30, y: 120, w: 190, h: 80, title: 'OpenAPI schema', sub: ['+ the entity', 'operations'], kind: 'input' },
      { id: 'gen', x: 270, y: 120, w: 190, h: 80, title: 'Generator', sub: ['one modifier set', 'per attribute'] },
      { id: 'reuse', x: 560, y: 30, w: 450, h: 74, title: 'Reuse the state value while planning', sub: ['read-only, not in the update response;', 'optional with a server default, not configured'], kind: 'output' },
      { id: 'unknown', x: 560, y: 123, w: 450, h: 74, title: 'Unknown on change: (known after apply)', sub: 'read-only and returned by the update', kind: 'note' },
      { id: 'replace', x: 560, y: 216, w: 450, h: 74, title: 'Force replacement', sub: ['required on create, absent from the update request;', 'or marked x-speakeasy-param-force-new'], kind: 'error' },
    ],
    edges: [
      { from: 'schema', to: 'gen' },
      { from: 'gen', to: 'reuse' },
      { from: 'gen', to: 'unknown' },
      { from: 'gen', to: 'replace' },
    ],
    marks: [
      { type: 'text', x: 30, y: 330, text: 'Nested objects are planned as a whole: list elements are matched by identity (an id property or', cls: 's' },
      { type: 'text', x: 30, y: 350, text: 'x-speakeasy-match), by index only as a fallback, and children of a removed object are not kept.', cls: 's' },
    ],
  },
  {
    id: 'sdk-behavior-suite',
    width: 1040,
    height: 240,
    title: 'One behavioral suite, run through every generated SDK',
    alt: 'Each test case is one YAML file. A thin adapter per language turns it into a real call through that language’s generated SDK, which sends an HTTP request to a mock server with scripted responses. The mock server records the request, and the assertion checks what went over the wire and the result the SDK returned.',
    marks: [
      { type: 'text', x: 30, y: 42, text: 'Layers: 1 unit tests · 2 snapshots · 3 compile + lint · 4 behavioral suite (below) · 5 retries and timeouts · 6 customer documents', cls: 's' },
    ],
    nodes: [
      { id: 'cases', x: 30, y: 90, w: 150, h: 84, title: 'Test case', sub: ['one YAML file,', 'written once'], kind: 'input' },
      { id: 'adapter', x: 220, y: 90, w: 180, h: 84, title: 'Adapter', sub: ['one per language,', 'eight in all'] },
      { id: 'sdk', x: 440, y: 90, w: 150, h: 84, title: 'Generated SDK', sub: 'a real call' },
      { id: 'mock', x: 680, y: 90, w: 170, h: 84, title: 'Mock server', sub: ['scripted responses,', 'records the request'], kind: 'note' },
      { id: 'assert', x: 880, y: 90, w: 130, h: 84, title: 'Assert', sub: ['request seen', '+ SDK result'], kind: 'output' },
    ],
    edges: [
      { from: 'cases', to: 'adapter' },
      { from: 'adapter', to: 'sdk' },
      { from: 'sdk', to: 'mock', label: 'HTTP' },
      { from: 'mock', to: 'assert' },
    ],
  },
]

POST_DIAGRAMS.push(
  {
    id: 'generation-job-system',
    width: 1040,
    height: 360,
    title: 'How a generation job runs on our infrastructure',
    alt: 'A request for a generation is first looked up by its input digest; a finished job with the same digest returns its stored output. Otherwise the job goes into a Postgres table, with a priority, where workers of that language claim it with FOR UPDATE SKIP LOCKED. The worker generates the code and runs the toolchain in a sandbox, and the output is stored in object storage under the digest for 30 days.',
    nodes: [
      { id: 'request', x: 30, y: 60, w: 170, h: 84, title: 'Job request', sub: ['preview, dashboard,', 'regression suite'], kind: 'input' },
      { id: 'digest', x: 240, y: 60, w: 180, h: 84, title: 'Same digest done?', sub: ['document, gen.yaml,', 'language, version'] },
      { id: 'queue', x: 470, y: 60, w: 200, h: 84, title: 'Postgres table', sub: ['priority; claimed with', 'FOR UPDATE SKIP LOCKED'], kind: 'note' },
      { id: 'worker', x: 720, y: 60, w: 290, h: 84, title: 'Worker pool per language', sub: ['warmed image, autoscaled', 'on queue wait time'] },
      { id: 'sandbox', x: 720, y: 210, w: 290, h: 90, title: 'Sandbox', sub: ['generate + toolchain; no credentials,', 'only the package mirrors'] },
      { id: 'store', x: 240, y: 210, w: 180, h: 90, title: 'Object storage', sub: ['output by digest,', 'expires after 30 days'], kind: 'output' },
    ],
    edges: [
      { from: 'request', to: 'digest' },
      { from: 'digest', to: 'queue', label: 'no' },
      { from: 'queue', to: 'worker', label: 'claim' },
      { from: 'worker', to: 'sandbox' },
      { from: 'sandbox', to: 'store', label: 'output' },
      { from: 'digest', to: 'store', label: 'yes: reuse', dashed: true },
    ],
    marks: [
      { type: 'text', x: 470, y: 330, text: 'A heartbeat every 10 s; a reaper requeues stale jobs, up to three attempts.', cls: 's' },
    ],
  },
  {
    id: 'union-lowering',
    width: 1040,
    height: 340,
    title: 'From a oneOf in the document to a union in each language',
    alt: 'A oneOf from the document is normalized: nested unions are flattened, a null branch becomes a nullable flag, single-reference allOf wrappers are unwrapped and duplicate branches removed. What remains is classified as discriminated, primitive or undiscriminated, and each language lowers that kind into its own construct: a tagged union validated with Zod in TypeScript, a Union of Pydantic models in Python, a struct with one pointer per branch in Go.',
    nodes: [
      { id: 'raw', x: 30, y: 125, w: 150, h: 70, title: 'oneOf / anyOf', sub: 'as written', kind: 'input' },
      { id: 'normalize', x: 220, y: 105, w: 190, h: 110, title: 'Normalize', sub: ['flatten nesting', 'null → nullable flag', 'unwrap, deduplicate'] },
      { id: 'disc', x: 460, y: 40, w: 200, h: 64, title: 'Discriminated', sub: 'tag → branch' },
      { id: 'prim', x: 460, y: 128, w: 200, h: 64, title: 'Primitive', sub: 'string | number | …' },
      { id: 'undisc', x: 460, y: 216, w: 200, h: 64, title: 'Undiscriminated', sub: 'trial deserialization', kind: 'note' },
      { id: 'lower', x: 720, y: 80, w: 290, h: 160, title: 'Lower per language', sub: ['TypeScript: tagged union + Zod', 'Python: Union of Pydantic models', 'Go: struct, one pointer per branch,', 'type field, custom UnmarshalJSON'], kind: 'output' },
    ],
    edges: [
      { from: 'raw', to: 'normalize' },
      { from: 'normalize', to: 'disc' },
      { from: 'normalize', to: 'prim' },
      { from: 'normalize', to: 'undisc' },
      { from: 'disc', to: 'lower' },
      { from: 'prim', to: 'lower' },
      { from: 'undisc', to: 'lower' },
    ],
    marks: [
      { type: 'text', x: 460, y: 316, text: 'A declared discriminator the branches do not satisfy falls back to undiscriminated.', cls: 's' },
    ],
  },
)

// Which part of the build a profiled function belongs to: by the npm package or engine source
// file it comes from, else by its name (V8's own entries and native functions). `undefined`
// means "the caller's group" (a builtin or node internal doing work for someone).

export const GROUPS = [
  'MDX parse/compile',
  'code evaluation',
  'Shiki',
  'React render',
  'serialisation/messaging',
  'I/O',
  'search',
  'link check',
  'social cards',
  'garbage collection',
  'other engine',
  'other',
]

const PACKAGE_GROUPS = [
  ['MDX parse/compile', /^(@mdx-js|markdown-it|mdurl|uc\.micro|linkify-it|entities|punycode\.js|micromark.*|mdast-util-.*|remark-.*|rehype-.*|unified|vfile.*|unist-util-.*|estree-util-.*|hast-util-.*|hastscript|astring|acorn.*|estree-walker|periscopic|property-information|character-entities.*|decode-named-character-reference|parse-entities|markdown-table|zwitch|longest-streak|bail|trough|devlop|github-slugger|yaml|js-yaml|katex|space-separated-tokens|comma-separated-tokens|html-void-elements|stringify-entities|ccount|escape-string-regexp|markdown-extensions|collapse-white-space|source-map)$/],
  ['Shiki', /^(shiki|@shikijs\/.*|oniguruma-.*|vscode-.*|regex|regex-.*)$/],
  ['React render', /^(react|react-dom|scheduler)$/],
  ['search', /^(flexsearch)$/],
  ['social cards', /^(sharp|@img\/.*)$/],
]

/** Engine source files (as esbuild names them in the bundle) by group; first match wins. */
const SOURCE_GROUPS = [
  ['Shiki', /^renderer\/mdx\/(rehype-code|highlighter|code-meta)\.ts$/],
  ['code evaluation', /^renderer\/mdx\/(run-content|svg-module)\.ts$|^templates\/mdx\/builtins\.tsx?$/],
  ['MDX parse/compile', /^renderer\/(mdx\/|stages\/compile\.ts|frontmatter\.ts|first-heading\.ts|llms\/degrade\.ts|simple-yaml\.ts|schemas\/)/],
  ['React render', /^templates\//],
  ['search', /^(renderer\/search\/|renderer\/stages\/search\.ts|core\/search)/],
  ['link check', /^renderer\/stages\/(links|theme-links|frontmatter-links)\.ts$/],
  ['I/O', /^renderer\/(sinks|cache|render-cache|output-marker|stages\/scan)\.ts$/],
  ['serialisation/messaging', /^renderer\/workers\//],
  ['social cards', /^renderer\/cards\//],
]

const NATIVE_GROUPS = [
  ['garbage collection', /^\(garbage collector\)$/],
  ['serialisation/messaging', /^(postMessage|structuredClone|serialize|deserialize|receiveMessageOnPort|emitMessage|stringify|parse)$/],
  ['I/O', /^(read|write|open|close|readFileUtf8|writeFileUtf8|writeBuffer|writeString|writeBuffers|fsync|rename|mkdir|stat|lstat|fstat|readdir|copyFile|unlink|rmSync|realpath|internalModuleStat)$/],
  ['other', /^\((program|root)\)$/],
]

/** The npm package of a file URL or bundled path, if it lies in node_modules (the innermost one). */
function packageOf(url) {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)
  return match?.[1]
}

/** The group of one call frame, `undefined` when its caller's group should count. */
export function groupOf(frame, sourceFile) {
  const { url, functionName } = frame
  if (url.startsWith('site-page:')) return 'code evaluation'
  // A package bundled into the engine is named by the bundle's comment, like a source file.
  const pkg = packageOf(url) ?? packageOf(sourceFile ?? '')
  if (pkg) return PACKAGE_GROUPS.find(([, pattern]) => pattern.test(pkg))?.[0] ?? 'other'
  if (sourceFile) return SOURCE_GROUPS.find(([, pattern]) => pattern.test(sourceFile))?.[0] ?? 'other engine'
  if (!url && /^(MDXContent|_createMdxContent|_missingMdxReference)$/.test(functionName)) return 'code evaluation'
  if (url.startsWith('node:internal/worker') || url === 'node:internal/per_context/messageport') return 'serialisation/messaging'
  if (url.startsWith('node:internal/fs') || url === 'node:fs') return 'I/O'
  if (!url) return NATIVE_GROUPS.find(([, pattern]) => pattern.test(functionName))?.[0]
  return undefined
}

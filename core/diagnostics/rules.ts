/**
 * The diagnostics catalogue: every rule id a diagnostic of the build can carry, with its title, a
 * hint of what to do, and its anchor in the README's catalogue (generated from this module by
 * `node scripts/diagnostics-catalogue.mjs`; tests/unit/diagnostics-catalogue.test.ts fails when
 * it is stale). `Diagnostic.ruleId` is a `RuleId`, so a misspelt id fails the type check.
 * A call site's own hint, when it has one, is more specific than the hint here.
 */

export interface Rule {
  /** What went wrong, in a few words. */
  title: string
  /** What to do about it, in general. */
  hint: string
}

export const RULES = {
  'blog/invalid-authors': { title: "The blog's authors file cannot be read", hint: 'Write authors.yml as Docusaurus does: a key per author with `name` and, optionally, `image_url` (key: { name: Ada Lovelace, image_url: https://… }).' },
  'blog/missing-date': { title: 'A blog post has no date', hint: 'Add `date: YYYY-MM-DD` to the post\'s front matter; undated posts are listed after every dated one.' },
  'blog/route-conflict': { title: 'A page takes a route the blog generates', hint: 'Rename the file or give it another `slug`: the blog\'s index, its /page/N and /categories/… routes under the blog folder (`blog.folder`, default /post) are generated.' },
  'blog/unusable-tag': { title: 'A tag has no letters or digits', hint: 'Give the tag a name with letters or digits; it gets no category page as it is.' },
  'components/load-failed': { title: 'The site\'s components could not be loaded', hint: 'Fix content/mdx-components.tsx (or the config\'s `components` files): it must export `useMDXComponents(components)` or a `components` object.' },
  'components/missing-export': { title: 'A configured component file lacks the export', hint: 'Name an export the file has after `#` in the config\'s `components` map, or add the export.' },
  'config/generator-failed': { title: 'A content generator threw', hint: 'Fix the generator or the data it reads (SITE_DEBUG=1 prints its stack trace); its pages are missing until then.' },
  'content/image-unreadable': { title: 'An image could not be measured', hint: 'Check the file is a valid PNG, JPEG, WebP or AVIF image; it is copied as-is and shown without a srcset.' },
  'content/invalid-style': { title: 'A style attribute holds CSS that cannot be read', hint: 'Write declarations as in CSS (style="color: red; margin-top: 1rem"), or an object (style={{ color: "red" }}); the attribute is left out.' },
  'content/missing-snippet': { title: 'A `<<<` code snippet names a file or region that cannot be read', hint: 'Give a path relative to the page, or `@/` for the content folder, of a file inside the project; mark a region with `#region name` and `#endregion name` comments.' },
  'content/not-utf8': { title: 'A content file is not UTF-8 text', hint: 'Save the file as UTF-8, or move binary files to public/.' },
  'content/private-file': { title: 'A private file in public/ is not published', hint: 'Dotfiles, keys and certificates are never copied to the build: move the file out of content/public.' },
  'content/raw-html': { title: "A .md page's HTML holds what the allow-list drops", hint: 'Scripts, styles, frames, forms, SVG, event handlers, style attributes and script URLs are not rendered from Markdown: write it in Markdown, or rename the page to .mdx to use components.' },
  'content/symlink-loop': { title: 'A symlink loops back to a folder already read', hint: 'Remove the symlink.' },
  'content/symlink-outside': { title: 'A symlink leads outside the content folder', hint: 'Copy the file into content/ instead of linking to it.' },
  'content/symlink-private': { title: 'A symlink leads to a private file', hint: 'Remove the link: dotfiles, .env files, keys and certificates are never read or published.' },
  'content/too-large': { title: 'A content file is too large', hint: 'Split the page, or move large data to public/ and link to it.' },
  'content/unknown-admonition': { title: 'An admonition names an unknown kind', hint: 'Use :::note, :::info, :::tip, :::important, :::warning, :::caution or :::danger; the content is shown without a box.' },
  'content/unknown-language': { title: 'A code block names an unknown language', hint: 'Use a language name Shiki knows (ts, bash, json…); the block is shown as plain text.' },
  'content/unsafe-url': { title: 'A link or image uses a script URL', hint: 'Use an http(s), relative or mailto URL: javascript:, vbscript: and data: URLs are refused.' },
  'frontmatter/invalid-field': { title: 'A front matter value has the wrong shape', hint: 'Write the value in one of the accepted shapes (the README lists them per key).' },
  'frontmatter/missing': { title: 'A page has no front matter', hint: 'Start the file with ---, a line `title: …`, and ---.' },
  'frontmatter/not-a-mapping': { title: 'Front matter is not a mapping', hint: 'Write front matter as `key: value` lines.' },
  'frontmatter/unclosed': { title: 'Front matter is not closed', hint: 'Add a line with --- after the last front matter key.' },
  'frontmatter/unknown-key': { title: 'An unknown front matter key looks like a known one', hint: 'Rename it to the key it resembles if that was meant; otherwise it is kept and passed to the page.' },
  'frontmatter/yaml-syntax': { title: 'Front matter is not valid YAML', hint: 'Check quotes and indentation; values with `:` or `#` need quotes.' },
  'links/broken-anchor': { title: 'A link points at an anchor the page does not have', hint: 'Link to a heading id the target page has, or fix the heading (`links: \'warn\'` downgrades this to a warning).' },
  'links/broken-link': { title: 'A link points at a page that does not exist', hint: 'Fix the route or add the page (`links: \'warn\'` downgrades this to a warning).' },
  'mdx/bundle-failed': { title: 'A page\'s imports could not be bundled', hint: 'Fix the imported file at the position shown.' },
  'mdx/compile-failed': { title: 'A page could not be compiled', hint: 'Run with SITE_DEBUG=1 for the stack trace; report it if the page is valid MDX.' },
  'mdx/island-failed': { title: 'An interactive component has no browser code', hint: 'Fix the import esbuild names (a browser build cannot use Node modules); until then the component renders on the server only, without its interactions.' },
  'mdx/next-data-export': { title: 'getStaticPaths or getServerSideProps is ignored', hint: 'A static build renders one page per file, with the props of its getStaticProps: compute other data in the page or in a generator.' },
  'mdx/static-props-failed': { title: 'A page\'s getStaticProps failed', hint: 'The page is built without its props (`strict: true` fails the build). Fix what it throws (a fetch needs the network at build time), or take the data from a JSON file next to the page.' },
  'mdx/syntax': { title: 'MDX syntax error', hint: 'Fix the syntax at the position shown: in MDX, `<` and `{` start JSX and expressions (escape them as \\< and \\{ in text).' },
  'mdx/unknown-component': { title: 'A page uses a component nobody provides', hint: 'Import it, export it from content/mdx-components.tsx or add it to the config\'s `components`; `strict: true` makes this an error.' },
  'mdx/unresolved-import': { title: 'A page imports a file or package that cannot be found', hint: 'Check the path and its extension, or install the package in the project.' },
  'meta/duplicate-key': { title: 'A _meta file lists a key twice (the last one counts)', hint: 'Keep one entry per key.' },
  'meta/invalid': { title: 'A _meta file cannot be read', hint: 'A _meta file must export (or hold, for JSON) an object of entries.' },
  'meta/ignored-field': { title: 'A _meta theme key this build does not draw', hint: "theme.topContent and theme.bottomContent are drawn from a folder's _meta.js/.ts/.jsx/.tsx module; in a _meta.global or a JSON file they are left out: move them to the folder's own _meta module." },
  'meta/invalid-category': { title: 'A _category_ file cannot be read', hint: 'Write it as JSON (or YAML for .yml), e.g. { "label": "Tutorial", "position": 2 }.' },
  'meta/invalid-field': { title: 'A _meta entry has the wrong shape', hint: 'A _meta value is a title string or an object with title, type, display, theme, href, newWindow or items; the entry is skipped.' },
  'meta/unknown-entry': { title: 'A _meta key matches no page or folder', hint: 'Rename the key to the file name it orders, or remove it.' },
  'meta/unsupported-file': { title: 'A _meta file of another kind is not read', hint: 'Name it _meta.json, _meta.js, _meta.ts, _meta.jsx or _meta.tsx.' },
  'page-map/dynamic-route': { title: 'A Next.js dynamic route (`[slug].mdx`) is not built', hint: "Write one page per route under content/, or make them with the config's `generators`." },
  'page-map/duplicate-url': { title: 'Two pages (or a page and a redirect) have the same URL', hint: 'Keep one of them: rename a file, change a `slug`, or remove the redirect.' },
  'page-map/invalid-path': { title: 'A file path gives an empty URL segment', hint: 'Use letters or digits in file and folder names.' },
  'page-map/locale-mismatch': { title: 'A file in a locale folder names another locale', hint: 'Move it to that locale\'s folder without the suffix, or remove the suffix.' },
  'page-map/unsafe-slug': { title: 'A `slug` is not a plain URL path', hint: 'A slug is a URL path of plain segments: no `.` or `..` segment, no scheme, no backslash.' },
  'public/case-clash': { title: 'Two public files differ only by case', hint: 'Rename one: on a case-insensitive file system or host one would replace the other.' },
  'public/clash': { title: 'A public file would replace a file the build writes', hint: 'Rename or move the public file: it never replaces what the build writes.' },
  'redirects/history-invalid': { title: 'The route history is not one the build wrote', hint: 'Restore content/.site-routes.json from git, or delete it to start a new history (old routes then get no redirect).' },
  'redirects/loop': { title: 'The config\'s redirects form a loop', hint: 'Point one redirect of the loop at a page, or remove it.' },
  'render/failed': { title: 'A page threw while rendering', hint: 'Fix the expression at the position shown (in the page, a partial or a component).' },
  'render/out-of-memory': { title: 'A page ran its worker out of memory', hint: 'Look for a loop that builds ever larger data in the page or its components.' },
  'render/timeout': { title: 'A page rendered longer than build.pageTimeout, or compiled ten times longer', hint: 'Look for a loop or a wait that never ends (rendering), or very large imported files (compiling), or raise `build.pageTimeout` in the config.' },
  'render/worker-crashed': { title: 'A page crashed its worker', hint: 'Look for code that throws outside rendering (a timer, a rejected promise) in the page or its components.' },
  'render/worker-exited': { title: 'A page ended its worker', hint: 'Remove the `process.exit` call (or what ends the process) from the page or its components.' },
} as const satisfies Record<string, Rule>

/** A rule id of the catalogue. */
export type RuleId = keyof typeof RULES

/** `id` as a RuleId, for APIs typed with plain strings (vfile messages): a typo fails the type check. */
export function rule(id: RuleId): RuleId {
  return id
}

/** True when `id` is in the catalogue. */
export function isRuleId(id: unknown): id is RuleId {
  return typeof id === 'string' && Object.hasOwn(RULES, id)
}

/** The anchor of a rule in the README's catalogue: `#rule-content-not-utf8`. */
export function ruleAnchor(id: RuleId): string {
  return `#rule-${id.replace(/\//g, '-')}`
}

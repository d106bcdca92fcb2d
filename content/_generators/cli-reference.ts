/**
 * The Speakeasy CLI reference: every page under /docs/speakeasy-cli, generated from
 * content/data/cli.yaml. Pure apart from reading that one file; same data gives the same bytes.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'yaml'
import { z } from 'zod'

export const CLI_DATA_FILE = 'content/data/cli.yaml'
export const CLI_BASE_ROUTE = '/docs/speakeasy-cli'
const BASE_DIR = 'docs/speakeasy-cli'
const ROOT = 'speakeasy'

const text = z.string().trim().min(1)
const FlagSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'Flag names are written without leading dashes'),
    shorthand: z.string().regex(/^[A-Za-z]$/, 'A shorthand is one letter').optional(),
    type: z.enum(['bool', 'string', 'stringArray', 'int', 'duration']),
    default: z.string().optional(),
    required: z.boolean().optional(),
    description: text,
  })
  .strict()
const ExampleSchema = z.object({ command: z.string().startsWith(`${ROOT}`), explanation: text }).strict()
const CommandSchema = z
  .object({
    path: z.string().regex(/^speakeasy( [a-z][a-z0-9-]*)*$/, 'A command path is `speakeasy` followed by lower-case words'),
    inline: z.boolean().optional(),
    group: z.string().optional(),
    http: z.object({ method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']), path: z.string().startsWith('/') }).strict().optional(),
    summary: text,
    description: text,
    usage: z.string().startsWith(ROOT),
    arguments: z
      .array(z.object({ name: text, required: z.boolean().default(false), variadic: z.boolean().optional(), description: text }).strict())
      .default([]),
    flags: z.array(FlagSchema).default([]),
    examples: z.array(ExampleSchema).min(1),
    related: z.array(z.string()).default([]),
  })
  .strict()
const CliDataSchema = z
  .object({
    overview: z
      .object({
        title: text,
        description: text,
        intro: text,
        install: z.array(z.object({ name: text, command: text, explanation: text }).strict()).min(1),
        afterInstall: text,
        /** A diagram shown on the overview page, after the command table. */
        figure: z
          .object({
            image: z.string().regex(/^\/images\/[\w/-]+\.svg$/),
            imageDark: z.string().regex(/^\/images\/[\w/.-]+\.svg$/).optional(),
            alt: z.string().regex(/^[^"<>{}]+$/, 'alt text without quotes, angle brackets or braces'),
            width: z.number().int().positive(),
            height: z.number().int().positive(),
            caption: text,
          })
          .strict()
          .optional(),
      })
      .strict(),
    globalFlags: z.array(FlagSchema),
    guides: z.array(z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), title: text, sidebarTitle: text, description: text, body: text }).strict()),
    commands: z.array(CommandSchema).min(1),
  })
  .strict()

export type CliFlag = z.output<typeof FlagSchema>
export type CliCommand = z.output<typeof CommandSchema>
export type CliData = z.output<typeof CliDataSchema>
export interface GeneratedFile {
  path: string
  source: string
}

/** Thrown for an unreadable, malformed or inconsistent data file; the message names the file and key path. */
export class CliDataError extends Error {
  override name = 'CliDataError'
}

function fail(problems: string[]): never {
  throw new CliDataError(`Invalid CLI reference data in ${CLI_DATA_FILE}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
}

/** `commands[4] (speakeasy validate openapi).flags[0].name` for a zod issue path. */
function keyPath(raw: unknown, issuePath: (string | number)[]): string {
  let out = ''
  let node: unknown = raw
  issuePath.forEach((key, i) => {
    out += typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${key}`
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined
    if (i === 1 && issuePath[0] === 'commands') {
      const name = node && typeof node === 'object' ? (node as { path?: unknown }).path : undefined
      out += typeof name === 'string' ? ` (command "${name}")` : ' (command with no path)'
    }
  })
  return out || '(top level)'
}

/** Validates parsed YAML and checks that commands, related links and examples agree with each other. */
export function parseCliData(raw: unknown): CliData {
  const result = CliDataSchema.safeParse(raw)
  if (!result.success) fail(result.error.issues.map((issue) => `${keyPath(raw, issue.path)}: ${issue.message}`))
  const data = result.data
  const problems: string[] = []
  const byPath = new Map<string, CliCommand>()
  data.commands.forEach((cmd, i) => {
    const where = `commands[${i}] (command "${cmd.path}")`
    if (byPath.has(cmd.path)) problems.push(`${where}.path: duplicate command`)
    const parent = parentPath(cmd.path)
    if (parent !== undefined && !byPath.has(parent)) problems.push(`${where}.path: parent command "${parent}" must be listed before it`)
    if (i === 0 && cmd.path !== ROOT) problems.push(`${where}.path: the first command must be "${ROOT}"`)
    if (cmd.inline && parent !== ROOT) problems.push(`${where}.inline: only direct children of "${ROOT}" can be inline`)
    if (!cmd.usage.startsWith(cmd.path)) problems.push(`${where}.usage: must start with "${cmd.path}"`)
    const names = new Set<string>()
    for (const flag of [...cmd.flags, ...data.globalFlags]) {
      for (const n of [`--${flag.name}`, flag.shorthand ? `-${flag.shorthand}` : '']) {
        if (n && names.has(n)) problems.push(`${where}.flags: \`${n}\` is defined twice (global flags included)`)
        names.add(n)
      }
    }
    byPath.set(cmd.path, cmd)
  })
  data.commands.forEach((cmd, i) => {
    const where = `commands[${i}] (command "${cmd.path}")`
    cmd.related.forEach((rel, j) => {
      if (!byPath.has(rel)) problems.push(`${where}.related[${j}]: unknown command "${rel}"`)
    })
    cmd.examples.forEach((ex, j) => {
      const check = checkInvocation(data, ex.command)
      const ran = check.command?.path ?? ''
      if (check.errors.length === 0 && ran !== cmd.path && !ran.startsWith(`${cmd.path} `))
        problems.push(`${where}.examples[${j}].command: runs "${ran}", which is neither this command nor one of its subcommands`)
      for (const e of check.errors) problems.push(`${where}.examples[${j}].command: ${e}`)
    })
  })
  if (problems.length) fail(problems)
  return data
}

/** Reads and validates `data/cli.yaml` below the content folder. */
export async function loadCliData(contentDir: string): Promise<CliData> {
  const file = path.join(contentDir, 'data', 'cli.yaml')
  let source: string
  try {
    source = await readFile(file, 'utf8')
  } catch (error) {
    throw new CliDataError(`Cannot read ${CLI_DATA_FILE} (${file}): ${(error as Error).message}`)
  }
  let raw: unknown
  try {
    raw = parse(source)
  } catch (error) {
    throw new CliDataError(`${CLI_DATA_FILE} is not valid YAML: ${(error as Error).message}`)
  }
  return parseCliData(raw)
}

/** The generator the site config lists: every CLI reference page and `_meta.json`. */
export async function cliReference(ctx: { contentDir: string }): Promise<GeneratedFile[]> {
  return renderCliReference(await loadCliData(ctx.contentDir))
}

// ---------------------------------------------------------------- command tree

function parentPath(cmdPath: string): string | undefined {
  const words = cmdPath.split(' ')
  return words.length > 1 ? words.slice(0, -1).join(' ') : undefined
}

function childrenOf(data: CliData, cmdPath: string): CliCommand[] {
  return data.commands.filter((c) => parentPath(c.path) === cmdPath)
}

function pageChildren(data: CliData, cmdPath: string): CliCommand[] {
  return childrenOf(data, cmdPath).filter((c) => !c.inline)
}

/** GitHub-style heading id, enough for headings made of lower-case words and hyphens. */
function headingId(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-')
}

/** The absolute route of a command's documentation, with an anchor for inline commands. */
export function routeOf(data: CliData, cmd: CliCommand): string {
  if (cmd.path === ROOT) return `${CLI_BASE_ROUTE}/${ROOT}`
  if (cmd.inline) return `${CLI_BASE_ROUTE}/${ROOT}#${headingId(cmd.path)}`
  return `${CLI_BASE_ROUTE}/${cmd.path.split(' ').slice(1).join('/')}`
}

function fileOf(data: CliData, cmd: CliCommand): string {
  if (cmd.path === ROOT) return `${BASE_DIR}/${ROOT}.mdx`
  const rel = `${BASE_DIR}/${cmd.path.split(' ').slice(1).join('/')}`
  return pageChildren(data, cmd.path).length ? `${rel}/index.mdx` : `${rel}.mdx`
}

/** Every route this generator produces, in output order. */
export function generatedRoutes(data: CliData): string[] {
  return [
    CLI_BASE_ROUTE,
    ...data.guides.map((g) => `${CLI_BASE_ROUTE}/${g.slug}`),
    ...data.commands.filter((c) => !c.inline).map((c) => routeOf(data, c)),
  ]
}

// ---------------------------------------------------------------- invocations

/** Splits a shell command line into words, honoring single and double quotes. */
export function shellWords(line: string): string[] {
  const words: string[] = []
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g
  let last = -1
  for (const m of line.matchAll(re)) {
    const piece = m[1] ?? m[2] ?? m[3] ?? ''
    if (last === m.index && words.length) words[words.length - 1] += piece
    else words.push(piece)
    last = m.index! + m[0].length
  }
  return words
}

export interface InvocationCheck {
  command?: CliCommand
  flags: string[]
  errors: string[]
}

/** Resolves `speakeasy …` to a command and checks every flag and positional word against the data. */
export function checkInvocation(data: CliData, line: string): InvocationCheck {
  const words = shellWords(line.trim())
  const errors: string[] = []
  const flags: string[] = []
  if (words[0] !== ROOT) return { flags, errors: [`"${line}" does not start with "${ROOT}"`] }
  let command = data.commands.find((c) => c.path === ROOT)!
  let i = 1
  while (i < words.length && !words[i]!.startsWith('-')) {
    const next = data.commands.find((c) => c.path === `${command.path} ${words[i]}`)
    if (!next) break
    command = next
    i++
  }
  const known = [...command.flags, ...data.globalFlags]
  const positionals: string[] = []
  for (; i < words.length; i++) {
    const word = words[i]!
    if (!word.startsWith('-') || word === '-') {
      positionals.push(word)
      continue
    }
    const [name, inlineValue] = word.split('=', 2) as [string, string | undefined]
    const flag = name.startsWith('--') ? known.find((f) => `--${f.name}` === name) : known.find((f) => f.shorthand && `-${f.shorthand}` === name)
    flags.push(name)
    if (!flag) {
      errors.push(`\`${name}\` is not a flag of "${command.path}"`)
      continue
    }
    if (flag.type !== 'bool' && inlineValue === undefined) {
      if (i + 1 >= words.length) errors.push(`\`${name}\` of "${command.path}" needs a value`)
      i++
    }
  }
  if (positionals.length && command.arguments.length === 0) {
    const sub = pageChildren(data, command.path).length || childrenOf(data, command.path).length
    errors.push(sub ? `"${positionals[0]}" is not a subcommand of "${command.path}"` : `"${command.path}" takes no arguments, got "${positionals.join(' ')}"`)
  }
  return { command, flags, errors }
}

// ---------------------------------------------------------------- MDX helpers

/** Escapes `{`, `}` and `<` in Markdown prose, leaving inline code and fenced code untouched. */
export function escapeProse(markdown: string): string {
  let inFence = false
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        inFence = !inFence
        return line
      }
      if (inFence) return line
      return line
        .split(/(`[^`]*`)/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<]/g, (c) => `\\${c}`)))
        .join('')
    })
    .join('\n')
}

/** Escapes a table cell: prose escaping plus `|`, and no line breaks. */
function cell(value: string): string {
  return escapeProse(value.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|')
}

function frontMatter(fields: Record<string, string>): string {
  return `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')}\n---`
}

function code(value: string): string {
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``
}

function flagTable(flags: CliFlag[]): string {
  const rows = flags.map((f) => {
    const def = f.default === undefined ? '' : code(f.type === 'string' || f.type === 'stringArray' ? JSON.stringify(f.default) : f.default)
    const desc = `${f.required ? '**Required.** ' : ''}${f.description}`
    return `| ${code(`--${f.name}`)} | ${f.shorthand ? code(`-${f.shorthand}`) : ''} | ${f.type} | ${def} | ${cell(desc)} |`
  })
  return ['| Flag | Shorthand | Type | Default | Description |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}

function bash(command: string): string {
  return `\`\`\`bash\n${command}\n\`\`\``
}

function link(data: CliData, cmd: CliCommand): string {
  return `[${code(cmd.path)}](${routeOf(data, cmd)})`
}

// ---------------------------------------------------------------- pages

function commandSections(data: CliData, cmd: CliCommand, level: number): string[] {
  const h = '#'.repeat(level)
  const out: string[] = []
  if (cmd.http) {
    out.push(`${h} Endpoint`, `This command sends ${code(`${cmd.http.method} ${cmd.http.path}`)} to the Speakeasy platform API and prints the JSON response. It authenticates with the key stored by [${code('speakeasy auth login')}](${CLI_BASE_ROUTE}/auth/login) or the ${code('SPEAKEASY_API_KEY')} environment variable.`)
  }
  out.push(`${h} Usage`, bash(cmd.usage))
  if (cmd.arguments.length) {
    out.push(
      `${h} Arguments`,
      ['| Argument | Required | Description |', '| --- | --- | --- |', ...cmd.arguments.map((a) => `| ${code(a.variadic ? `${a.name}...` : a.name)} | ${a.required ? 'yes' : 'no'} | ${cell(a.description)} |`)].join('\n'),
    )
  }
  const globals = `The [global flags](${CLI_BASE_ROUTE}#global-flags) ${data.globalFlags.map((f) => code(`--${f.name}`)).join(' and ')} work here too.`
  out.push(`${h} Flags`, cmd.flags.length ? `${flagTable(cmd.flags)}\n\n${globals}` : `This command has no flags of its own. ${globals}`)
  out.push(`${h} Examples`, cmd.examples.map((ex) => `${escapeProse(ex.explanation)}\n\n${bash(ex.command)}`).join('\n\n'))
  return out
}

function listItem(data: CliData, cmd: CliCommand): string {
  return `- ${link(data, cmd)}: ${escapeProse(cmd.summary)}`
}

function commandPage(data: CliData, cmd: CliCommand): GeneratedFile {
  const byPath = new Map(data.commands.map((c) => [c.path, c]))
  const parts: string[] = [frontMatter({ title: cmd.path, description: cmd.summary }), escapeProse(cmd.summary), escapeProse(cmd.description)]
  parts.push(...commandSections(data, cmd, 2))

  const children = childrenOf(data, cmd.path)
  const topLevel = cmd.path === ROOT ? children.filter((c) => !c.inline) : []
  if (cmd.path === ROOT) {
    const inline = children.filter((c) => c.inline)
    parts.push('## Subcommands', [...inline, ...topLevel].map((c) => listItem(data, c)).join('\n'))
    parts.push('## Workflow commands', `The workflow commands are documented on this page because they act on the workflow as a whole rather than on a single document or target.`)
    for (const c of inline) {
      parts.push(`### ${c.path}`, escapeProse(c.summary), escapeProse(c.description), ...commandSections(data, c, 4))
      if (c.related.length) parts.push('#### Related commands', c.related.map((r) => listItem(data, byPath.get(r)!)).join('\n'))
    }
  } else if (children.length) {
    const groups = [...new Set(children.map((c) => c.group ?? ''))]
    if (groups.length === 1) parts.push('## Subcommands', children.map((c) => listItem(data, c)).join('\n'))
    else {
      parts.push('## Subcommands', `The ${children.length} subcommands are grouped by the data they work on.`)
      for (const g of groups) parts.push(`### ${g || 'Other'}`, children.filter((c) => (c.group ?? '') === g).map((c) => listItem(data, c)).join('\n'))
    }
  }
  const parent = parentPath(cmd.path)
  const related = [...cmd.related]
  if (parent && parent !== ROOT && !related.includes(parent)) related.push(parent)
  if (related.length) parts.push('## Related commands', related.map((r) => listItem(data, byPath.get(r)!)).join('\n'))
  return { path: fileOf(data, cmd), source: `${parts.join('\n\n')}\n` }
}

function figureHtml(f: NonNullable<CliData['overview']['figure']>): string {
  const dark = f.imageDark ? ` srcDark="${f.imageDark}"` : ''
  return `<figure>\n  <img src="${f.image}"${dark} alt="${f.alt}" width="${f.width}" height="${f.height}" />\n  <figcaption>${escapeProse(f.caption)}</figcaption>\n</figure>`
}

function overviewPage(data: CliData): GeneratedFile {
  const o = data.overview
  const root = data.commands[0]!
  const listed = data.commands.filter((c) => c.path !== ROOT && !c.http)
  const apiOps = data.commands.filter((c) => c.http)
  const api = data.commands.find((c) => c.path === `${ROOT} api`)
  const parts = [
    frontMatter({ title: o.title, description: o.description }),
    escapeProse(o.intro),
    '## Install',
    o.install.map((m) => `### ${m.name}\n\n${escapeProse(m.explanation)}\n\n${bash(m.command)}`).join('\n\n'),
    escapeProse(o.afterInstall),
    '## Global flags',
    `These flags are accepted by every command, including [${code(ROOT)}](${routeOf(data, root)}) itself.`,
    flagTable(data.globalFlags),
    '## Commands',
    ['| Command | Summary |', '| --- | --- |', ...listed.map((c) => `| ${link(data, c)} | ${cell(c.summary)} |`)].join('\n'),
  ]
  if (api && apiOps.length) parts.push(`The ${apiOps.length} operations of the platform API, such as ${link(data, apiOps[0]!)}, are listed on the ${link(data, api)} page.`)
  if (o.figure) parts.push(figureHtml(o.figure))
  parts.push('## Next steps', data.guides.map((g) => `- [${escapeProse(g.title)}](${CLI_BASE_ROUTE}/${g.slug}): ${escapeProse(g.description)}`).join('\n'))
  return { path: `${BASE_DIR}/index.mdx`, source: `${parts.join('\n\n')}\n` }
}

function metaFiles(data: CliData): GeneratedFile[] {
  const top: Record<string, string> = { index: 'Overview' }
  for (const g of data.guides) top[g.slug] = g.sidebarTitle
  top[ROOT] = ROOT
  for (const c of pageChildren(data, ROOT)) top[c.path.split(' ').at(-1)!] = c.path.split(' ').at(-1)!
  const files: GeneratedFile[] = [{ path: `${BASE_DIR}/_meta.json`, source: `${JSON.stringify(top, null, 2)}\n` }]
  for (const cmd of data.commands) {
    if (cmd.path === ROOT) continue
    const kids = pageChildren(data, cmd.path)
    if (!kids.length) continue
    const meta: Record<string, string> = {}
    for (const k of kids) meta[k.path.split(' ').at(-1)!] = k.path.split(' ').at(-1)!
    files.push({ path: `${fileOf(data, cmd).replace(/\/index\.mdx$/, '')}/_meta.json`, source: `${JSON.stringify(meta, null, 2)}\n` })
  }
  return files
}

/** All generated files for validated data, in a fixed order: overview, guides, commands, `_meta.json`. */
export function renderCliReference(data: CliData): GeneratedFile[] {
  return [
    overviewPage(data),
    ...data.guides.map((g) => ({
      path: `${BASE_DIR}/${g.slug}.mdx`,
      source: `${frontMatter({ title: g.title, description: g.description })}\n\n${escapeProse(g.body.trim())}\n`,
    })),
    ...data.commands.filter((c) => !c.inline).map((c) => commandPage(data, c)),
    ...metaFiles(data),
  ]
}

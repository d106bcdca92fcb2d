/**
 * Config loading: find `content/site.config.ts`, bundle it with esbuild (so it may import
 * TypeScript helpers such as generators), import it, and validate it with the strict schema.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ZodIssue } from 'zod'
import { closestKey, keysAt, MINIMAL_CONFIG } from '../../core/config/hints.js'
import { SiteConfigSchema, type SiteConfig } from '../../core/config/schema.js'
import { bundledConfig } from './bundle-cache.js'
import { importCode } from '../../renderer/import-code.js'
import { thrownWhileLoading } from './thrown.js'
import { posixRelative } from '../../renderer/paths.js'
import { nextraMajor } from '../../renderer/nextra-version.js'

export const CONFIG_FILE = 'content/site.config.ts'

/** A configuration problem, with one line per issue naming the file and key path. */
export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly issues: string[],
    headline = `${file}: invalid configuration`,
  ) {
    super(`${headline}\n${issues.map((i) => `  ${i}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Loads, validates and resolves the site configuration under `root`; `cache: false` bundles it afresh (`--no-cache`). */
export async function loadConfig(root: string, options: { cache?: boolean } = {}): Promise<SiteConfig> {
  const configFile = path.join(root, CONFIG_FILE)
  const relFile = posixRelative(root, configFile)
  let sourceText: string
  try {
    sourceText = await readFile(configFile, 'utf8')
  } catch {
    // A mistyped --root is not a site without a config: say which folder is missing.
    if (!existsSync(root)) throw new ConfigError(relFile, [`Check --root, or run \`site init ${root}\` to make a site there.`], `The project folder ${root} does not exist.`)
    throw new ConfigError(relFile, [`File not found. Create ${CONFIG_FILE} that exports defineConfig({ … }) as default.`])
  }
  const code = await bundledConfig(configFile, root, options.cache !== false).catch((error: Error) => {
    throw new ConfigError(relFile, [error.message])
  })
  const exported = await importCode(code, root).catch((error: unknown) => {
    throw new ConfigError(relFile, [thrownWhileLoading(error, code, root)])
  })
  if (exported === undefined) {
    throw new ConfigError(relFile, [`No default export. End the file with:\n      ${MINIMAL_CONFIG}`])
  }
  return parseConfig(exported, { root, configFile: relFile, sourceText })
}

/** Validates a config object; throws ConfigError listing every issue. */
export function parseConfig(
  input: unknown,
  where: { root: string; configFile: string; sourceText?: string },
): SiteConfig {
  const result = SiteConfigSchema.safeParse(input)
  if (!result.success) {
    throw new ConfigError(
      where.configFile,
      result.error.issues.map((issue) => formatIssue(issue, where.sourceText)),
    )
  }
  return {
    ...result.data,
    links: linksDefault(result.data.links, input, where.root),
    generators: withNames(result.data.generators, input),
    root: where.root,
    contentDir: path.join(where.root, 'content'),
    configFile: where.configFile,
    configSource: where.sourceText,
  }
}

/**
 * What a broken link is when the config does not say: an error, except in a Nextra project (its
 * package.json names Nextra), which builds as Nextra built it: Nextra checks no links, so there
 * they are warnings until the config sets `links: 'error'`.
 */
function linksDefault(parsed: SiteConfig['links'], input: unknown, root: string): SiteConfig['links'] {
  const written = (input as { links?: unknown } | null)?.links
  return written === undefined && nextraMajor(root) !== undefined ? 'warn' : parsed
}

/** zod wraps each generator in an anonymous function: give each its own name back, for messages. */
function withNames<T extends object>(generators: T[], input: unknown): T[] {
  const raw = (input as { generators?: unknown } | null)?.generators
  if (!Array.isArray(raw)) return generators
  return generators.map((g, i) => {
    const name = typeof raw[i] === 'function' ? (raw[i] as { name: string }).name : ''
    return name ? Object.defineProperty(g, 'name', { value: name }) : g
  })
}

/** `key.path: message (line N)` and a hint: the expected shape, the likely key, the expected type. */
export function formatIssue(issue: ZodIssue, sourceText?: string): string {
  const keyPath = issue.path.join('.') || '(root)'
  const line = sourceText ? findKeyLine(sourceText, issue) : undefined
  return `${keyPath}: ${issue.message}${line ? ` (line ${line})` : ''}${hintOf(issue)}`
}

function hintOf(issue: ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const known = keysAt(SiteConfigSchema, issue.path)
    const guesses = issue.keys.map((key) => [key, closestKey(key, known)] as const)
    const near = guesses.filter(([, guess]) => guess).map(([key, guess]) => `\`${key}\`: did you mean \`${guess}\`?`)
    return near.length ? `. ${near.join(' ')}` : `. Known keys here: ${known.join(', ')}`
  }
  const required = issue.code === 'invalid_type' && issue.received === 'undefined'
  if (required && issue.path.length <= 2 && (issue.path[0] === 'siteUrl' || issue.path[0] === 'brand')) {
    return `. A config needs at least:\n      ${MINIMAL_CONFIG}`
  }
  return ''
}

/** 1-based line of the first occurrence of the issue's last string key, if any. */
function findKeyLine(sourceText: string, issue: ZodIssue): number | undefined {
  const keys = [...issue.path].reverse().filter((k): k is string => typeof k === 'string')
  if (issue.code === 'unrecognized_keys') keys.unshift(...issue.keys)
  for (const key of keys) {
    const pattern = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`, 'm')
    const match = pattern.exec(sourceText)
    if (match) return sourceText.slice(0, match.index + match[1]!.length).split('\n').length
  }
  return undefined
}

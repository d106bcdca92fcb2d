import { linesOutsideFences } from './code-fences.js'

/**
 * The text of a page's first `# heading` (ATX, outside fenced code and front matter), as Nextra
 * uses it for a page without a `title`: inline markup, a `{#id}` suffix and tags removed. A plain
 * line scan, so the page map needs no Markdown parse. Pure.
 */
export function firstHeading(source: string): string | undefined {
  const lines = source.split('\n')
  let i = 0
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1
    if (i === 0) return undefined
  }
  for (const [line] of linesOutsideFences(lines, i)) {
    const match = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line)
    if (match) return plainText(match[1]!) || undefined
  }
  return undefined
}

/** Heading markup → its text. */
function plainText(markup: string): string {
  return markup
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\{(['"`])(.*?)\1\}/g, '$2')
    .replace(/(\*\*|__|\*|_|~~|`)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .trim()
}

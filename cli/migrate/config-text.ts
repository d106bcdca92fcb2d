/**
 * Literal values read from the text of another tool's config file (next.config, theme.config,
 * docusaurus.config), which is not run: it imports that tool. Pure.
 */

/** A string literal in single, double or back quotes (without `${`): its text is group 1, 2 or 3. */
export const STRING = String.raw`(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|\x60([^\x60$]*)\x60)`

/** The literal string value of `key:` in `text` (the first one), or undefined. */
export function stringOf(text: string, key: string): string | undefined {
  const match = new RegExp(String.raw`(?:^|[\s{,])${key}\s*:\s*${STRING}`).exec(text)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** The text of the `{ … }` object after `key:` (brace-matched), or undefined. */
export function objectOf(text: string, key: string): string | undefined {
  const start = new RegExp(String.raw`(?:^|[\s{,])${key}\s*:\s*\{`).exec(text)
  if (!start) return undefined
  let depth = 0
  for (let i = start.index + start[0].length - 1; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return text.slice(start.index + start[0].length - 1, i + 1)
  }
  return undefined
}

/** The string literals of the array after `key:` (`locales: ['en', 'fr']`), or [] when there is none. */
export function stringListOf(text: string, key: string): string[] {
  const list = new RegExp(String.raw`(?:^|[\s{,])${key}\s*:\s*\[([^\]]*)\]`).exec(text)?.[1] ?? ''
  return [...list.matchAll(new RegExp(STRING, 'g'))].map((m) => m[1] ?? m[2] ?? m[3]!)
}

/** A package or folder name as words: `@acme/my-docs` → `My docs`. */
export function prettify(name: string): string {
  const words = name.replace(/^@[^/]+\//, '').replace(/[-_.]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'My docs'
}

/** `fr-FR` → `Français`; the tag itself when Intl has no name. */
export function languageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale)
    return name ? name[0]!.toUpperCase() + name.slice(1) : locale
  } catch {
    return locale
  }
}
